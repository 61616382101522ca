from functools import partial

import jax
import jax.numpy as jnp


def init_scorer(key, feat_dim=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (feat_dim, 32)) * 0.2,
            "w2": jax.random.normal(k2, (32,)) * 0.2}


@partial(jax.jit, static_argnames=("temperature",))
def grasp_distribution(params, candidates, temperature=1.0):
    scores = jnp.tanh(candidates @ params["w1"]) @ params["w2"]
    return jax.nn.softmax(scores / temperature)
