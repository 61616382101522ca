import jax
import jax.numpy as jnp

MAX_LEN = 32


def init_lm(key, vocab=60, dim=16):
    ks = jax.random.split(key, 4)
    return {
        "tok": jax.random.normal(ks[0], (vocab, dim)) * 0.3,
        "pos": jax.random.normal(ks[1], (64, dim)) * 0.1,
        "qkv": jax.random.normal(ks[2], (dim, 3 * dim)) * 0.2,
        "out": jax.random.normal(ks[3], (dim, vocab)) * 0.3,
    }


@jax.jit
def next_token_logits(params, tokens, cur_pos):
    seq = tokens.shape[1]
    x = params["tok"][tokens] + params["pos"][:seq]
    q, k, v = jnp.split(x @ params["qkv"], 3, axis=-1)
    att = (q @ k.transpose(0, 2, 1)) / jnp.sqrt(q.shape[-1])
    positions = jnp.arange(seq)
    visible = (positions[None, :] <= positions[:, None]) & (positions[None, :] <= cur_pos)
    att = jax.nn.softmax(jnp.where(visible, att, -1e9), axis=-1)
    h = x + att @ v
    last = jax.lax.dynamic_index_in_dim(h, cur_pos, axis=1, keepdims=False)
    return last @ params["out"]
