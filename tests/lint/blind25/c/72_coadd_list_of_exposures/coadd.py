import jax
import jax.numpy as jnp


@jax.jit
def inverse_variance_coadd(exposures, variances):
    w = [1.0 / v for v in variances]
    num = sum(e * wi for e, wi in zip(exposures, w))
    den = sum(w)
    return num / den, 1.0 / den
