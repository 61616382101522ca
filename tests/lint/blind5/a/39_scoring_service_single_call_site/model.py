import jax
import jax.numpy as jnp


@jax.jit
def ctr_scores(params, dense, sparse_ids, temperature=1.0):
    emb = params["emb"][sparse_ids].sum(axis=1)
    h = jax.nn.relu(jnp.concatenate([dense, emb], axis=-1) @ params["w1"])
    return jax.nn.sigmoid((h @ params["w2"])[..., 0] / temperature)


def init(key, n_dense, vocab, dim=8, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": 0.1 * jax.random.normal(k1, (vocab, dim)),
            "w1": 0.1 * jax.random.normal(k2, (n_dense + dim, hidden)),
            "w2": 0.1 * jax.random.normal(k3, (hidden, 1))}
