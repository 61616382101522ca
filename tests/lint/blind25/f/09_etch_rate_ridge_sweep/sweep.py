import jax
import jax.numpy as jnp


def make_trainer(X, y, l2):
    @jax.jit
    def ridge_epoch(w):
        def loss(w):
            return jnp.mean((X @ w - y) ** 2) + l2 * jnp.sum(w ** 2)

        def body(w, _):
            g = jax.grad(loss)(w)
            return w - 0.05 * g, None

        w, _ = jax.lax.scan(body, w, None, length=50)
        return w, loss(w)

    return ridge_epoch
