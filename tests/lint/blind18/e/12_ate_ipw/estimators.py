import jax
import jax.numpy as jnp


@jax.jit
def ipw_ate(y, t, ps):
    t = t.astype(y.dtype)
    w1 = t / ps
    w0 = (1.0 - t) / (1.0 - ps)
    mu1 = jnp.sum(w1 * y) / jnp.sum(w1)
    mu0 = jnp.sum(w0 * y) / jnp.sum(w0)
    return mu1 - mu0
