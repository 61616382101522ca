import jax.numpy as jnp


def block_occupancy(axle_in, axle_out, block_len_m):
    count = jnp.cumsum(axle_in - axle_out, axis=-1)
    occupied = count[..., -1] > 0
    density = count[..., -1] / block_len_m
    return occupied, density
