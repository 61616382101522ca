from functools import partial

import jax
import jax.numpy as jnp

import model

MAX_LEN = 16


def rotary(x, pos):
    half = x.shape[-1] // 2
    freqs = 1.0 / (10000 ** (jnp.arange(half) / half))
    angle = pos * freqs
    x1, x2 = x[..., :half], x[..., half:]
    return jnp.concatenate([x1 * jnp.cos(angle) - x2 * jnp.sin(angle),
                            x1 * jnp.sin(angle) + x2 * jnp.cos(angle)], axis=-1)


@partial(jax.jit, static_argnums=(2,))
def decode_step(params, token, pos, cache_k, cache_v):
    x = params["embed"][token][None, :]
    kv = x @ params["wkv"]
    k, v = jnp.split(kv, 2, axis=-1)
    k = rotary(k, pos)
    cache_k = cache_k.at[pos].set(k[0])
    cache_v = cache_v.at[pos].set(v[0])
    q = rotary(x @ params["wq"], pos)
    h = model.attend(q, cache_k[: pos + 1], cache_v[: pos + 1])
    logits = (h @ params["out"])[0]
    return jnp.argmax(logits), cache_k, cache_v


def generate(params, first_token, steps):
    cache_k = jnp.zeros((MAX_LEN, model.DIM))
    cache_v = jnp.zeros((MAX_LEN, model.DIM))
    token = jnp.asarray(first_token)
    out = [int(token)]
    for pos in range(steps):
        token, cache_k, cache_v = decode_step(params, token, pos, cache_k, cache_v)
        out.append(int(token))
    return out


if __name__ == "__main__":
    params = model.init(jax.random.PRNGKey(0))
    print(generate(params, 3, 6))
