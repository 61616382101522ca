import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.1, momentum=0.9)


def mlp(p, x):
    return jnp.tanh(x @ p["w1"]) @ p["w2"]


@jax.jit
def fit_batch(p, s, x, y):
    l, g = jax.value_and_grad(lambda q: jnp.mean((mlp(q, x)[:, 0] - y) ** 2))(p)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, l


@jax.jit
def validation_rmse(p, x, y):
    return jnp.sqrt(jnp.mean((mlp(p, x)[:, 0] - y) ** 2))


def fit(p, batches, epochs, callbacks=()):
    s = tx.init(p)
    step = 0
    for epoch in range(epochs):
        for x, y in batches():
            p, s, l = fit_batch(p, s, x, y)
            step += 1
            for cb in callbacks:
                cb(step, p)
    return p
