import jax
import jax.numpy as jnp
import optax

TX = optax.adam(0.05)
L2 = 1e-3


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2) + L2 * jnp.sum(w ** 2)


@jax.jit
def cv_train_step(w, s, x, y):
    g = jax.grad(loss)(w, x, y)
    u, s = TX.update(g, s)
    return optax.apply_updates(w, u), s


def fit_fold(x, y, steps=60):
    w = jnp.zeros(x.shape[1])
    s = TX.init(w)
    for _ in range(steps):
        w, s = cv_train_step(w, s, x, y)
    return w
