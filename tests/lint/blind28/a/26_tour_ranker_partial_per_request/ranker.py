import functools

import jax
import jax.numpy as jnp


def rank_tours(item_emb, user_vec, temperature):
    logits = item_emb @ user_vec / temperature
    return jax.nn.softmax(logits)


def recommend(item_emb, user_vec, k=3, temperature=0.7):
    rank_fn = jax.jit(functools.partial(rank_tours, temperature=temperature))
    probs = rank_fn(item_emb, user_vec)
    return jnp.argsort(-probs)[:k]
