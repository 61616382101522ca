import jax
import jax.numpy as jnp


@jax.jit
def refit_weighted(w, x, y, valid):
    def lf(w):
        z = x @ w
        per = jnp.logaddexp(0.0, z) - y * z
        return (per * valid).sum() / valid.sum() + 1e-3 * (w ** 2).sum()
    for _ in range(10):
        w = w - 0.5 * jax.grad(lf)(w)
    return w, lf(w)
