import jax
import jax.numpy as jnp


@jax.jit
def ipw_ate(y, t, e, trim):
    keep = ((e > trim) & (e < 1 - trim)).astype(y.dtype)
    w1 = keep * t / e
    w0 = keep * (1 - t) / (1 - e)
    return jnp.sum(w1 * y) / jnp.sum(w1) - jnp.sum(w0 * y) / jnp.sum(w0)
