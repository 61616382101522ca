import jax
import jax.numpy as jnp


def generalized_cost(in_vehicle_min, wait_min, transfers, fare, vot):
    return fare + vot / 60.0 * (in_vehicle_min + 2.0 * wait_min + 5.0 * transfers)


def cost_matrix(options, vot):
    batched = jax.jit(jax.vmap(generalized_cost, in_axes=(0, 0, 0, 0, None)))
    return batched(options["ivt"], options["wait"], options["transfers"], options["fare"], vot)
