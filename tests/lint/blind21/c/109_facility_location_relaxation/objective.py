import jax.numpy as jnp


def facility_cost(open_logits, fixed_cost, assign_cost, demand):
    open_prob = 1.0 / (1.0 + jnp.exp(-open_logits))
    weights = open_prob[None, :] / (assign_cost + 1.0)
    share = weights / weights.sum(1, keepdims=True)
    serve = (share * assign_cost).sum(1) @ demand
    return (open_prob * fixed_cost).sum() + serve
