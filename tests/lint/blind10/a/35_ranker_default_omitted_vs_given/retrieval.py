import jax
import jax.numpy as jnp


@jax.jit
def rank_items(params, user_ids, candidate_ids, temperature=1.0):
    u = params["user"][user_ids]
    v = params["item"][candidate_ids]
    logits = jnp.einsum("bd,bcd->bc", u, v) / temperature
    return jax.nn.softmax(logits, axis=-1)


def serve(params, user_ids, candidate_ids):
    return rank_items(params, user_ids, candidate_ids)
