import jax
import jax.numpy as jnp


@jax.jit
def pigment_indices(cube):
    cube = cube / 255.0
    r, g, b, nir = cube[0], cube[1], cube[2], cube[3]
    ochre = (r - b) / (r + b + 1e-3)
    ir_false = nir / (r + 1e-3)
    return jnp.stack([ochre.mean(), ir_false.mean()])
