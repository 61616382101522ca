import jax
import jax.numpy as jnp
import optax


def make_train_step(tx, l2):
    def loss(w, x, y):
        return jnp.mean((x @ w - y) ** 2) + l2 * jnp.sum(w ** 2)

    @jax.jit
    def cv_train_step(w, s, x, y):
        g = jax.grad(loss)(w, x, y)
        u, s = tx.update(g, s)
        return optax.apply_updates(w, u), s

    return cv_train_step


def fit_fold(x, y, steps=60):
    tx = optax.adam(0.05)
    step = make_train_step(tx, 1e-3)
    w = jnp.zeros(x.shape[1])
    s = tx.init(w)
    for _ in range(steps):
        w, s = step(w, s, x, y)
    return w
