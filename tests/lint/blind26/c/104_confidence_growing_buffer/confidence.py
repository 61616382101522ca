import jax
import jax.numpy as jnp


@jax.jit
def refit_confidence(w, x, y):
    def lf(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + 1e-3 * (w ** 2).sum()
    for _ in range(10):
        w = w - 0.5 * jax.grad(lf)(w)
    return w, lf(w)
