import equinox as eqx
import jax
import jax.numpy as jnp


class CTRModel(eqx.Module):
    user_emb: eqx.nn.Embedding
    ad_emb: eqx.nn.Embedding
    geo_emb: eqx.nn.Embedding
    head: eqx.nn.Linear

    def __init__(self, num_users, num_ads, dim, key):
        k1, k2, k3, k4 = jax.random.split(key, 4)
        self.user_emb = eqx.nn.Embedding(num_users, dim, key=k1)
        self.ad_emb = eqx.nn.Embedding(num_ads, dim, key=k2)
        self.geo_emb = eqx.nn.Embedding(50, dim, key=k3)
        self.head = eqx.nn.Linear(dim + 1, 1, key=k4)

    def __call__(self, feats):
        x = jax.vmap(self.user_emb)(feats["user"]) * jax.vmap(self.ad_emb)(feats["ad"])
        if "geo" in feats:
            x = x + jax.vmap(self.geo_emb)(feats["geo"])
        qlen = feats.get("query_len", jnp.zeros(x.shape[0]))
        x = jnp.concatenate([x, jnp.log1p(qlen)[:, None]], axis=-1)
        return jax.vmap(self.head)(x)[:, 0]
