import jax
import jax.numpy as jnp


def pairwise_distance(coords):
    diff = coords[:, None, :] - coords[None, :, :]
    return jnp.sqrt((diff ** 2).sum(-1) + 1e-9)


def route_cost(logits, coords, demand, capacity):
    dist = pairwise_distance(coords)
    assign = jax.nn.softmax(logits, axis=-1)
    travel = (assign * dist).sum()
    load = (assign * demand[None, :]).sum(0)
    overload = jnp.maximum(load - capacity, 0.0).sum()
    return travel + 10.0 * overload


@jax.jit
def relax_step(logits, coords, demand, capacity, lr):
    cost, g = jax.value_and_grad(route_cost)(logits, coords, demand, capacity)
    return logits - lr * g, cost
