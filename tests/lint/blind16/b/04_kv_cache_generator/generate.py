import jax.numpy as jnp

from model import DIM, decode_step


class Generator:
    def __init__(self, params, batch_size, max_len=32):
        self.params = params
        self.batch_size = batch_size
        self.max_len = max_len
        self.reset()

    def reset(self):
        self.cache_k = jnp.zeros((self.batch_size, self.max_len, DIM))
        self.cache_v = jnp.zeros((self.batch_size, self.max_len, DIM))

    def greedy(self, bos, max_new_tokens):
        token = jnp.full((self.batch_size,), bos, dtype=jnp.int32)
        out = []
        for i in range(max_new_tokens):
            pos = jnp.asarray(i, dtype=jnp.int32)
            logits, self.cache_k, self.cache_v = decode_step(
                self.params, token, self.cache_k, self.cache_v, pos
            )
            token = jnp.argmax(logits, axis=-1).astype(jnp.int32)
            out.append(token)
        return jnp.stack(out, axis=1)
