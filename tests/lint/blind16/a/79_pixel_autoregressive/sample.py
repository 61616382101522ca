import jax
import jax.numpy as jnp

from model import PixelTransformer, SEQ_LEN, VOCAB

model = PixelTransformer()


@jax.jit
def next_token(params, tokens, key, temperature):
    logits = model.apply(params, tokens)[:, -1] / temperature
    return jax.random.categorical(key, logits)


def sample_images(params, key, n=2, temperature=1.0):
    tokens = jnp.full((n, 1), VOCAB, jnp.int32)
    for _ in range(SEQ_LEN):
        key, sub = jax.random.split(key)
        nxt = next_token(params, tokens, sub, temperature)
        tokens = jnp.concatenate([tokens, nxt[:, None]], axis=1)
    return tokens[:, 1:].reshape(n, 4, 4)
