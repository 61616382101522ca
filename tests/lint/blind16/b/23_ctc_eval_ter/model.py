import jax
import jax.numpy as jnp

N_MELS, HIDDEN, VOCAB = 20, 32, 8  # index 0 is the CTC blank


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (N_MELS, HIDDEN)) * 0.2,
            "w2": jax.random.normal(k2, (HIDDEN, VOCAB)) * 0.2}


def logits_fn(params, feats):
    return jnp.tanh(feats @ params["w1"]) @ params["w2"]


def greedy_ctc(params, feats):
    best = jnp.argmax(logits_fn(params, feats), axis=-1)
    prev = jnp.pad(best[:, :-1], ((0, 0), (1, 0)), constant_values=-1)
    keep = (best != prev) & (best != 0)
    return jnp.where(keep, best, -1)
