import jax
import jax.numpy as jnp


@jax.jit
def smoothed_flow(capacity, cost, demand, temperature):
    logits = -cost / temperature
    share = jax.nn.softmax(logits, axis=0)
    flow = jnp.minimum(share * demand[None, :], capacity)
    return flow, (flow * cost).sum()
