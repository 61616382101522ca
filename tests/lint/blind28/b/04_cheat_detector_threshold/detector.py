from functools import partial

import jax
import jax.numpy as jnp


def init_detector(key, cfg):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (cfg.n_features, cfg.hidden)) * 0.2,
        "w2": jax.random.normal(k2, (cfg.hidden,)) * 0.2,
    }


@partial(jax.jit, static_argnames=("threshold",))
def flag_players(params, aim_features, threshold):
    h = jnp.tanh(aim_features @ params["w1"])
    score = jax.nn.sigmoid(h @ params["w2"]).mean(axis=-1)
    return score, score > threshold
