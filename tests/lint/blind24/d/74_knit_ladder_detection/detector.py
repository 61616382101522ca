import jax
import jax.numpy as jnp


@jax.jit
def ladder_run_score(tile):
    # dropped stitches show up as a vertical stripe of low column variance
    col_profile = tile.mean(axis=0)
    contrast = jnp.max(jnp.abs(col_profile - jnp.median(col_profile)))
    return contrast / (tile.std() + 1e-6)
