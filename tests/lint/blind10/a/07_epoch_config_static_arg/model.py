from functools import partial

import jax
import jax.numpy as jnp


def init_params(key, n_fields, vocab, dim):
    k1, k2 = jax.random.split(key)
    return {
        "emb": jax.random.normal(k1, (n_fields, vocab, dim)) * 0.05,
        "w": jax.random.normal(k2, (n_fields * dim + n_fields * (n_fields - 1) // 2,)) * 0.05,
        "b": jnp.zeros(()),
    }


def forward(params, feats):
    n_fields = feats.shape[1]
    e = params["emb"][jnp.arange(n_fields)[None, :], feats]
    dots = jnp.einsum("bfd,bgd->bfg", e, e)
    iu = jnp.triu_indices(n_fields, k=1)
    crosses = dots[:, iu[0], iu[1]]
    x = jnp.concatenate([e.reshape(e.shape[0], -1), crosses], axis=1)
    return x @ params["w"] + params["b"]


@partial(jax.jit, static_argnums=(3,))
def update(params, feats, labels, cfg):
    def loss_fn(p):
        logits = forward(p, feats)
        bce = jnp.mean(jnp.logaddexp(0.0, logits) - labels * logits)
        return bce + cfg.l2 * sum(jnp.sum(v ** 2) for v in jax.tree_util.tree_leaves(p))

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, d: p - cfg.lr * d, params, g), loss
