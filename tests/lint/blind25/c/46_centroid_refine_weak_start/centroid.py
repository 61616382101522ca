import jax
import jax.numpy as jnp


@jax.jit
def windowed_centroid(stamp, x0, y0, sigma_w):
    h, w = stamp.shape
    yy, xx = jnp.mgrid[:h, :w]
    win = jnp.exp(-((xx - x0) ** 2 + (yy - y0) ** 2) / (2 * sigma_w ** 2))
    wt = jnp.clip(stamp - jnp.median(stamp), 0) * win
    return jnp.sum(wt * xx) / jnp.sum(wt), jnp.sum(wt * yy) / jnp.sum(wt)
