import jax
import jax.numpy as jnp


@jax.jit
def rate_estimates(log_brix0, x, m):
    # per-curve least-squares slope of log Brix vs day, masked
    t = jnp.arange(x.shape[1], dtype=jnp.float32)[None, :]
    lx = jnp.log(jnp.maximum(x, 0.1)) * m
    n = m.sum(1)
    tm = (t * m).sum(1) / n
    lm = lx.sum(1) / n
    cov = (((t - tm[:, None]) * (lx - lm[:, None])) * m).sum(1)
    var = (((t - tm[:, None]) ** 2) * m).sum(1)
    return -cov / var, lm - log_brix0
