import jax
import jax.numpy as jnp


@jax.jit
def ripeness_indices(cube):
    red, nir, green = cube[:, 30], cube[:, 55], cube[:, 15]
    ndvi = (nir - red) / (nir + red)
    anth = 1.0 / green - 1.0 / red
    return jnp.stack([ndvi.mean(), anth.mean()])
