import jax.numpy as jnp

from joints import batched_elbow_angle


def elbow_rom(markers):
    angles = batched_elbow_angle(markers["shoulder"], markers["elbow"], markers["wrist"])
    return jnp.max(angles) - jnp.min(angles)
