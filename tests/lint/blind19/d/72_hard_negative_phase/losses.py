import jax
import jax.numpy as jnp

WARMUP_EPOCHS = 2


def link_loss(z, pos, neg, hard_negatives):
    ps = jnp.sum(z[pos[0]] * z[pos[1]], -1)
    ns = jnp.sum(z[neg[0]] * z[neg[1]], -1)
    if not hard_negatives:
        neg_term = jnp.mean(jax.nn.softplus(ns))
    else:
        # focus on the hardest half of the negatives once embeddings are warm
        hard = jax.lax.top_k(ns, ns.shape[0] // 2)[0]
        neg_term = jnp.mean(jax.nn.softplus(hard))
    return jnp.mean(jax.nn.softplus(-ps)) + neg_term
