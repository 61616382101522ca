import jax
import jax.numpy as jnp

NUM_NEG = 20


@jax.jit
def sampled_rank(key, user_emb, item_emb, users, pos):
    neg = jax.random.randint(key, (users.shape[0], NUM_NEG), 0, item_emb.shape[0])
    u = user_emb[users]
    pos_s = jnp.sum(u * item_emb[pos], -1)
    neg_s = jnp.einsum("bd,bnd->bn", u, item_emb[neg])
    return (neg_s > pos_s[:, None]).sum(-1)
