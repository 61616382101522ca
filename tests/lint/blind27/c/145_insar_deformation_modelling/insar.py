import jax
import jax.numpy as jnp


@jax.jit
def mogi_los(src, strength, px, py, look):
    x0, y0, d = src
    r2 = (px - x0) ** 2 + (py - y0) ** 2 + d ** 2
    ux = strength * (px - x0) / r2 ** 1.5
    uy = strength * (py - y0) / r2 ** 1.5
    uz = strength * d / r2 ** 1.5
    return ux * look[0] + uy * look[1] + uz * look[2]
