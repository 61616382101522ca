import jax.numpy as jnp


def target_for(generation, dim):
    phase = 0.3 * generation
    return jnp.sin(jnp.arange(dim) + phase)


def tracking_fitness(x, target):
    return -jnp.sum((x - target) ** 2)
