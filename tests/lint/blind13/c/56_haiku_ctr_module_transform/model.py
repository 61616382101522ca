import haiku as hk
import jax
import jax.numpy as jnp


def ctr_tower(dense, sparse_emb):
    x = jnp.concatenate([dense, sparse_emb.reshape(sparse_emb.shape[0], -1)], axis=-1)
    x = hk.nets.MLP([32, 16, 1], activation=jax.nn.relu)(x)
    return jax.nn.sigmoid(x.squeeze(-1))


CTR_NET = hk.without_apply_rng(hk.transform(ctr_tower))
