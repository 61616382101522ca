import jax
import jax.numpy as jnp


def init(key, n_fields, vocab, dim):
    k1, k2 = jax.random.split(key)
    return {"tables": jax.random.normal(k1, (n_fields, vocab, dim)) * 0.05,
            "w": jax.random.normal(k2, (dim,)) * 0.3}


def score_one(params, ids):
    field = jnp.arange(ids.shape[0])
    e = params["tables"][field, ids]
    sum_sq = e.sum(0) ** 2
    sq_sum = (e ** 2).sum(0)
    fm = 0.5 * (sum_sq - sq_sum)
    return jax.nn.sigmoid(fm @ params["w"])


def predict_batch(params, ids_batch):
    return jax.jit(jax.vmap(score_one, in_axes=(None, 0)))(params, ids_batch)
