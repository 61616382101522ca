import jax
import jax.numpy as jnp


def init(key, n_users, n_items, dim=16):
    ku, ki = jax.random.split(key)
    return {"users": 0.1 * jax.random.normal(ku, (n_users, dim)), "items": 0.1 * jax.random.normal(ki, (n_items, dim))}


def user_recall(params, user, positives, k=10):
    scores = params["items"] @ params["users"][user]
    _, top = jax.lax.top_k(scores, k)
    hits = jnp.isin(positives, top)
    return hits.mean()
