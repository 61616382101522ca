import jax
import jax.numpy as jnp


def init(key, n_fields, vocab, dim=8):
    k1, k2 = jax.random.split(key)
    return {"emb": 0.05 * jax.random.normal(k1, (vocab, dim)),
            "lin": 0.05 * jax.random.normal(k2, (vocab,)),
            "bias": jnp.zeros(())}


@jax.jit
def fm_logits(params, feature_ids, dropout_mask):
    v = params["emb"][feature_ids] * dropout_mask[..., None]
    pairwise = 0.5 * ((v.sum(1) ** 2) - (v ** 2).sum(1)).sum(-1)
    return params["bias"] + params["lin"][feature_ids].sum(-1) + pairwise
