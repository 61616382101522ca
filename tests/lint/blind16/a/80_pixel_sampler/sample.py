import jax
import jax.numpy as jnp

from model import PixelTransformer, SEQ_LEN, VOCAB

model = PixelTransformer()


@jax.jit
def next_token(params, tokens, pos, key, temperature):
    logits = model.apply(params, tokens)
    logits = jax.lax.dynamic_index_in_dim(logits, pos, axis=1, keepdims=False) / temperature
    return jax.random.categorical(key, logits)


def sample_images(params, key, n=2, temperature=1.0):
    tokens = jnp.full((n, SEQ_LEN + 1), VOCAB, jnp.int32)
    for pos in range(SEQ_LEN):
        key, sub = jax.random.split(key)
        nxt = next_token(params, tokens, pos, sub, temperature)
        tokens = tokens.at[:, pos + 1].set(nxt)
    return tokens[:, 1:].reshape(n, 4, 4)
