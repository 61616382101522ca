import jax
import jax.numpy as jnp


@jax.jit
def hypsometric_index(mask, dem):
    z = jnp.where(mask > 0, dem, jnp.nan)
    zmax, zmin = jnp.nanmax(z), jnp.nanmin(z)
    zmed = jnp.nanmedian(z)
    return (zmax - zmed) / (zmed - zmin), zmax - zmin
