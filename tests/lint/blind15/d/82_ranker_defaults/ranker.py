import jax
import jax.numpy as jnp


@jax.jit
def score_items(user_vec, item_matrix, temperature=1.0):
    logits = item_matrix @ user_vec / temperature
    return jax.nn.softmax(logits)


def recommend(user_vec, items, temperature=None):
    if temperature is None:
        probs = score_items(user_vec, items)
    else:
        probs = score_items(user_vec, items, temperature)
    return jnp.argsort(-probs)[:3]
