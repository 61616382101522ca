import jax
import jax.numpy as jnp
import numpy as np

from .sampling import sample_next_token


class Engine:
    def __init__(self, emb, temperature=None):
        self.emb = emb
        self.temperature = temperature

    def logits(self, tokens):
        return self.emb[tokens[:, -1]] @ self.emb.T

    def generate(self, prompt, n_new, key):
        tokens = prompt
        for _ in range(n_new):
            key, sub = jax.random.split(key)
            if self.temperature is None:
                nxt = sample_next_token(self.logits(tokens), sub)
            else:
                nxt = sample_next_token(self.logits(tokens), sub, temperature=self.temperature)
            tokens = jnp.concatenate([tokens, nxt[:, None]], axis=1)
        return tokens
