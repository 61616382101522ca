from functools import partial

import jax
import jax.numpy as jnp


def init_lm(key, vocab=50, dim=16):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (vocab, dim)) * 0.1,
            "out": jax.random.normal(k2, (dim, vocab)) * 0.1}


@partial(jax.jit, static_argnames=("sampling", "n_new"))
def generate(params, prompt, key, sampling, n_new=4):
    def body(carry, _):
        tokens, key = carry
        key, sub = jax.random.split(key)
        h = jnp.mean(params["embed"][tokens], axis=1)
        nxt = sampling.sample(h @ params["out"], sub)
        tokens = jnp.concatenate([tokens[:, 1:], nxt[:, None]], axis=1)
        return (tokens, key), nxt

    _, out = jax.lax.scan(body, (prompt, key), None, length=n_new)
    return out.T
