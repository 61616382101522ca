import jax
import jax.numpy as jnp

@jax.jit
def fit_responsive(x, y, labeled_mask):
    w = jnp.zeros(x.shape[1])
    n = jnp.maximum(labeled_mask.sum(), 1.0)
    def body(i, w):
        g = x.T @ ((jax.nn.sigmoid(x @ w) - y) * labeled_mask) / n
        return w - 0.5 * g
    return jax.lax.fori_loop(0, 50, body, w)
