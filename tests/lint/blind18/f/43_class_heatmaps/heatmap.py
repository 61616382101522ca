import jax
import jax.numpy as jnp

GRID = 32


@jax.jit
def render_heatmaps(groups):
    ys, xs = jnp.meshgrid(jnp.arange(GRID), jnp.arange(GRID), indexing="ij")
    out = {}
    for cls, centers in groups.items():
        d2 = (xs[None] - centers[:, 0, None, None]) ** 2 + (ys[None] - centers[:, 1, None, None]) ** 2
        out[cls] = jnp.max(jnp.exp(-d2 / 4.0), axis=0)
    return out
