import jax
import jax.numpy as jnp


@jax.jit
def knapsack_fitness(genomes, values, weights, capacity):
    genomes = genomes.astype(jnp.float32)
    total_value = genomes @ values
    total_weight = genomes @ weights
    overweight = jnp.maximum(total_weight - capacity, 0.0)
    return total_value - 10.0 * overweight
