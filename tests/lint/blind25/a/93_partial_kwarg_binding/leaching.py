import jax
import jax.numpy as jnp


@jax.jit
def nitrate_leaching(drainage_mm, soil_no3, porosity):
    pore_volumes = drainage_mm / (porosity * 900.0)
    fraction = 1.0 - jnp.exp(-pore_volumes)
    return soil_no3 * fraction
