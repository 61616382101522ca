import jax
import jax.numpy as jnp


@jax.jit
def fit_logistic(x, y):
    w = jnp.zeros(x.shape[1])
    b = 0.0

    def body(i, wb):
        w, b = wb
        p = jax.nn.sigmoid(x @ w + b)
        gw = x.T @ (p - y) / x.shape[0] + 1e-2 * w
        gb = jnp.mean(p - y)
        return w - 0.5 * gw, b - 0.5 * gb
    return jax.lax.fori_loop(0, 200, body, (w, b))


@jax.jit
def accuracy(w, b, x, y):
    return jnp.mean((jax.nn.sigmoid(x @ w + b) > 0.5) == (y > 0.5))
