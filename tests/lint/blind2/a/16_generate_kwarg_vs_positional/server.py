import jax.numpy as jnp
import numpy as np

from model import next_token_logits


class CompletionServer:
    def __init__(self, params, vocab=32):
        self.params = params
        self.mask = jnp.ones((vocab,), dtype=bool)
        self.warm = False

    def warmup(self, seq_len):
        dummy = jnp.zeros((1, seq_len), dtype=jnp.int32)
        next_token_logits(self.params, dummy, self.mask).block_until_ready()
        self.warm = True

    def complete(self, prompt_ids):
        tokens = jnp.asarray(prompt_ids, dtype=jnp.int32)[None]
        logits = next_token_logits(self.params, tokens, top_k_mask=self.mask)
        return int(np.argmax(logits[0]))
