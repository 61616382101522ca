import functools

import jax
import jax.numpy as jnp


def _fleet_cost(assignment_logits, vehicle_capacities, loads):
    caps = jnp.asarray(vehicle_capacities, jnp.float32)
    share = jax.nn.softmax(assignment_logits, axis=1)
    vehicle_load = share.T @ loads
    overflow = jnp.maximum(vehicle_load - caps, 0.0)
    entropy = -(share * jnp.log(share + 1e-9)).sum()
    return overflow.sum() - 0.1 * entropy


@functools.partial(jax.jit, static_argnums=(1,))
def assign_step(assignment_logits, vehicle_capacities, loads, lr):
    cost, g = jax.value_and_grad(_fleet_cost)(assignment_logits, vehicle_capacities, loads)
    return assignment_logits - lr * g, cost
