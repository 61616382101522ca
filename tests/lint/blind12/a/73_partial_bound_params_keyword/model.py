import jax
import jax.numpy as jnp


@jax.jit
def punctuate_logits(params, token_ids):
    h = jnp.tanh(params["emb"][token_ids] @ params["mix"])
    return h @ params["out"]  # classes: none, comma, period, question


def init(key, vocab=100, dim=16, n_classes=4):
    ks = jax.random.split(key, 3)
    return {"emb": jax.random.normal(ks[0], (vocab, dim)),
            "mix": jax.random.normal(ks[1], (dim, dim)) * 0.3,
            "out": jax.random.normal(ks[2], (dim, n_classes))}
