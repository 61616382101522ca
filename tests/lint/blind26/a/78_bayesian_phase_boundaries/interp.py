from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("method",))
def interpolate_surface(xy, values, grid, power, method):
    d = jnp.sqrt(jnp.sum((grid[:, None] - xy[None]) ** 2, -1)) + 1e-3
    if method == "idw":
        w = d ** -power
    else:
        w = jnp.exp(-d)
    return (w * values).sum(1) / w.sum(1)
