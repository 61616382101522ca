import jax
import jax.numpy as jnp


def init_lm(key, vocab=60, dim=16):
    ks = jax.random.split(key, 4)
    return {
        "tok": jax.random.normal(ks[0], (vocab, dim)) * 0.3,
        "pos": jax.random.normal(ks[1], (64, dim)) * 0.1,
        "qkv": jax.random.normal(ks[2], (dim, 3 * dim)) * 0.2,
        "out": jax.random.normal(ks[3], (dim, vocab)) * 0.3,
    }


@jax.jit
def next_token_logits(params, tokens):
    seq = tokens.shape[1]
    x = params["tok"][tokens] + params["pos"][:seq]
    q, k, v = jnp.split(x @ params["qkv"], 3, axis=-1)
    att = (q @ k.transpose(0, 2, 1)) / jnp.sqrt(q.shape[-1])
    causal = jnp.tril(jnp.ones((seq, seq), dtype=bool))
    att = jax.nn.softmax(jnp.where(causal, att, -1e9), axis=-1)
    h = x + att @ v
    return h[:, -1] @ params["out"]
