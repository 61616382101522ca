import jax
import jax.numpy as jnp


@jax.jit
def masked_log_slope(x, m):
    t = jnp.arange(x.shape[1], dtype=jnp.float32)[None, :]
    lx = jnp.log(jnp.maximum(x, 0.1)) * m
    n = jnp.maximum(m.sum(1), 1.0)
    tm = (t * m).sum(1) / n
    lm = lx.sum(1) / n
    cov = (((t - tm[:, None]) * (lx - lm[:, None])) * m).sum(1)
    var = jnp.maximum((((t - tm[:, None]) ** 2) * m).sum(1), 1e-6)
    return -cov / var
