import jax
import jax.numpy as jnp


def recall_at_k(params, users, held_out, k=10):
    scores = params["U"][users] @ params["V"].T
    _, top = jax.lax.top_k(scores, k)
    hits = jnp.any(top == held_out[:, None], axis=-1)
    return jnp.mean(hits)
