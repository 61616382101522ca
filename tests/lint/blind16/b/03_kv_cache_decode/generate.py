import jax.numpy as jnp

from model import DIM, decode_step


class Generator:
    def __init__(self, params, batch_size):
        self.params = params
        self.batch_size = batch_size
        self.reset()

    def reset(self):
        self.cache_k = jnp.zeros((self.batch_size, 0, DIM))
        self.cache_v = jnp.zeros((self.batch_size, 0, DIM))

    def greedy(self, bos, max_new_tokens):
        token = jnp.full((self.batch_size,), bos, dtype=jnp.int32)
        out = []
        for _ in range(max_new_tokens):
            logits, self.cache_k, self.cache_v = decode_step(
                self.params, token, self.cache_k, self.cache_v
            )
            token = jnp.argmax(logits, axis=-1).astype(jnp.int32)
            out.append(token)
        return jnp.stack(out, axis=1)
