import jax
import jax.numpy as jnp


@jax.jit
def accumulate_footfall(running_total, gate_counts, conversion):
    return running_total + jnp.sum(gate_counts * conversion)
