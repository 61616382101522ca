import jax
import jax.numpy as jnp

import model

MAX_LEN = 16


@jax.jit
def decode_step(params, token, pos, cache_k, cache_v):
    x = params["embed"][token][None, :]
    kv = x @ params["wkv"]
    k, v = jnp.split(kv, 2, axis=-1)
    cache_k = jax.lax.dynamic_update_slice(cache_k, k, (pos, 0))
    cache_v = jax.lax.dynamic_update_slice(cache_v, v, (pos, 0))
    valid = (jnp.arange(MAX_LEN) <= pos)[:, None]
    h = model.attend(x @ params["wq"], cache_k * valid, cache_v * valid)
    logits = (h @ params["out"])[0]
    return jnp.argmax(logits), cache_k, cache_v


def generate(params, first_token, steps):
    cache_k = jnp.zeros((MAX_LEN, model.DIM))
    cache_v = jnp.zeros((MAX_LEN, model.DIM))
    token = jnp.asarray(first_token, dtype=jnp.int32)
    out = [int(token)]
    for pos in range(steps):
        token, cache_k, cache_v = decode_step(params, token, jnp.int32(pos), cache_k, cache_v)
        out.append(int(token))
    return out


if __name__ == "__main__":
    params = model.init(jax.random.PRNGKey(0))
    print(generate(params, 3, 6))
