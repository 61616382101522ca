import jax
import jax.numpy as jnp


@jax.jit
def slotting_cost(pick_freq, travel, *, congestion, restock):
    assign = jax.nn.softmax(-travel, axis=1)
    walk = (assign * travel).sum(1) @ pick_freq
    crowd = congestion * (assign.sum(0) ** 2).sum()
    return walk + crowd + restock * pick_freq.sum()
