import jax
import jax.numpy as jnp

VOCAB = 50
DIM = 16


def init_params(key):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    s = DIM ** -0.5
    return {
        "embed": jax.random.normal(k1, (VOCAB, DIM)) * s,
        "wq": jax.random.normal(k2, (DIM, DIM)) * s,
        "wkv": jax.random.normal(k3, (DIM, 2 * DIM)) * s,
        "out": jax.random.normal(k4, (DIM, VOCAB)) * s,
    }


@jax.jit
def decode_step(params, token, cache_k, cache_v):
    x = params["embed"][token]                    # [B, D]
    q = x @ params["wq"]
    k, v = jnp.split(x @ params["wkv"], 2, axis=-1)
    cache_k = jnp.concatenate([cache_k, k[:, None]], axis=1)
    cache_v = jnp.concatenate([cache_v, v[:, None]], axis=1)
    att = jnp.einsum("bd,btd->bt", q, cache_k) / jnp.sqrt(DIM)
    att = jax.nn.softmax(att, axis=-1)
    h = jnp.einsum("bt,btd->bd", att, cache_v) + x
    return h @ params["out"], cache_k, cache_v
