import jax
import jax.numpy as jnp
import optax

from data import supply_fan_dataset

(xtr, ytr), (xva, yva) = supply_fan_dataset()


def features(x):
    f, sp = x[:, 0], x[:, 1]
    return jnp.stack([jnp.ones_like(f), f, f ** 2, f ** 3, f ** 3 * sp, sp], 1)


@jax.jit
def fan_rmse(w, x, y):
    return jnp.sqrt(jnp.mean((features(x) @ w - y) ** 2))


@jax.jit
def fan_fit_step(w, s, x, y):
    g = jax.grad(lambda w: jnp.mean((features(x) @ w - y) ** 2))(w)
    u, s = opt.update(g, s)
    return optax.apply_updates(w, u), s


opt = optax.adam(0.1)
w = jnp.zeros(6)
s = opt.init(w)
for epoch in range(5):
    for _ in range(40):
        w, s = fan_fit_step(w, s, xtr, ytr)
    print(epoch, float(fan_rmse(w, xtr, ytr)), float(fan_rmse(w, xva, yva)))
