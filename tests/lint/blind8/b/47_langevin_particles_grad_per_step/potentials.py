import jax.numpy as jnp


def double_well(x, barrier=2.0):
    return barrier * (x[..., 0] ** 2 - 1.0) ** 2 + 0.5 * x[..., 1] ** 2


def total_energy(positions):
    return double_well(positions).sum()
