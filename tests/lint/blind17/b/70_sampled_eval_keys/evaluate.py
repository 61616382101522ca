import jax
import jax.numpy as jnp

from sampling import sampled_rank


def sampled_hit_rate(user_emb, item_emb, users, pos, epoch, k=5):
    key = jax.random.PRNGKey(1000 + epoch)
    ranks = sampled_rank(key, user_emb, item_emb, users, pos)
    return float(jnp.mean(ranks < k))
