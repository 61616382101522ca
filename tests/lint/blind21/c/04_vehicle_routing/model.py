import jax
import jax.numpy as jnp


def pairwise_distance(coords):
    diff = coords[:, None, :] - coords[None, :, :]
    return jnp.sqrt((diff ** 2).sum(-1) + 1e-9)


def route_cost(logits, coords, demand, mask, capacity):
    dist = pairwise_distance(coords)
    masked_logits = jnp.where(mask[None, :] > 0, logits, -1e9)
    assign = jax.nn.softmax(masked_logits, axis=-1) * mask[:, None]
    travel = (assign * dist).sum()
    load = (assign * demand[None, :]).sum(0)
    overload = jnp.maximum(load - capacity, 0.0).sum()
    return travel + 10.0 * overload


@jax.jit
def relax_step(logits, coords, demand, mask, capacity, lr):
    cost, g = jax.value_and_grad(route_cost)(logits, coords, demand, mask, capacity)
    return logits - lr * g, cost
