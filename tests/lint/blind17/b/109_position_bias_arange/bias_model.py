import jax
import jax.numpy as jnp


@jax.jit
def click_prob(params, doc_ids, positions):
    positions = jnp.asarray(positions)
    exam = jax.nn.sigmoid(params["exam"][positions])
    rel = jax.nn.sigmoid(params["rel"][doc_ids])
    return exam * rel
