import jax
import jax.numpy as jnp

N_CAT, N_BUCKETS, EMB = 3, 256, 8


def init_tables(key):
    return jax.random.normal(key, (N_CAT, N_BUCKETS, EMB)) * 0.1


@jax.jit
def encode_rows(tables, cat_ids, dense):
    embs = jnp.stack([tables[i][cat_ids[:, i]] for i in range(N_CAT)], axis=1)
    return jnp.concatenate([embs.reshape(cat_ids.shape[0], -1), jnp.log1p(dense)], axis=1)
