import jax
import jax.numpy as jnp

import model


@jax.jit
def decode_step(params, token, cache_k, cache_v):
    x = params["embed"][token][None, :]
    kv = x @ params["wkv"]
    k, v = jnp.split(kv, 2, axis=-1)
    cache_k = jnp.concatenate([cache_k, k], axis=0)
    cache_v = jnp.concatenate([cache_v, v], axis=0)
    h = model.attend(x @ params["wq"], cache_k, cache_v)
    logits = (h @ params["out"])[0]
    return jnp.argmax(logits), cache_k, cache_v


def generate(params, first_token, steps):
    cache_k = jnp.zeros((0, model.DIM))
    cache_v = jnp.zeros((0, model.DIM))
    token = jnp.asarray(first_token)
    out = [int(token)]
    for _ in range(steps):
        token, cache_k, cache_v = decode_step(params, token, cache_k, cache_v)
        out.append(int(token))
    return out


if __name__ == "__main__":
    params = model.init(jax.random.PRNGKey(0))
    print(generate(params, 3, 6))
