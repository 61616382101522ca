import jax
import jax.numpy as jnp


def _fleet_cost(assignment_logits, vehicle_capacities, loads):
    share = jax.nn.softmax(assignment_logits, axis=1)
    vehicle_load = share.T @ loads
    overflow = jnp.maximum(vehicle_load - vehicle_capacities, 0.0)
    entropy = -(share * jnp.log(share + 1e-9)).sum()
    return overflow.sum() - 0.1 * entropy


@jax.jit
def assign_step(assignment_logits, vehicle_capacities, loads, lr):
    cost, g = jax.value_and_grad(_fleet_cost)(assignment_logits, vehicle_capacities, loads)
    return assignment_logits - lr * g, cost
