import jax
import jax.numpy as jnp

VOCAB, DIM = 48, 16


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
            "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}


def token_nll(params, tokens):
    logits = jnp.tanh(params["emb"][tokens[:, :-1]]) @ params["out"]
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1)[..., 0]
