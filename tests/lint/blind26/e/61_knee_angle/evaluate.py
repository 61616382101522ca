import jax
import jax.numpy as jnp

from joints import knee_angle


def knee_rom(markers):
    angles = jax.jit(jax.vmap(knee_angle))(markers["hip"], markers["knee"], markers["ankle"])
    return jnp.max(angles) - jnp.min(angles)
