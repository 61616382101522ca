import jax.numpy as jnp

CACHE_DTYPE = jnp.bfloat16


def init_cache(n_layers, max_len, dim):
    return [{"k": jnp.zeros((max_len, dim), CACHE_DTYPE),
             "v": jnp.zeros((max_len, dim), CACHE_DTYPE)} for _ in range(n_layers)]


def write(layer_cache, pos, k, v):
    slot = (jnp.arange(layer_cache["k"].shape[0]) == pos)[:, None]
    k, v = k.astype(CACHE_DTYPE), v.astype(CACHE_DTYPE)
    return {"k": jnp.where(slot, k, layer_cache["k"]),
            "v": jnp.where(slot, v, layer_cache["v"])}
