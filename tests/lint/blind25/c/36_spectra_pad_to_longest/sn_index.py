import jax
import jax.numpy as jnp


@jax.jit
def snr_and_slope(flux, mask):
    n = mask.sum(1)
    x = jnp.cumsum(mask, 1) / n[:, None]
    mean = (flux * mask).sum(1) / n
    resid = (flux[:, 1:] - flux[:, :-1]) * mask[:, 1:] * mask[:, :-1]
    noise = jnp.sqrt((resid ** 2).sum(1) / (2 * n))
    xm = (x * mask).sum(1) / n
    slope = (((x - xm[:, None]) * (flux - mean[:, None]) * mask).sum(1) /
             (((x - xm[:, None]) ** 2) * mask).sum(1))
    return mean / noise, slope
