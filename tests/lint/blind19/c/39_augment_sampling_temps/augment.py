import jax
import numpy as np

from sampler import sample_paraphrase


class Augmenter:
    def __init__(self, bigram_logits, seed=0):
        self.logits = bigram_logits
        self.key = jax.random.PRNGKey(seed)

    def _next_key(self):
        self.key, sub = jax.random.split(self.key)
        return sub

    def preview(self, start_tokens, temperature=1.0):
        return sample_paraphrase(self.logits, self._next_key(), start_tokens, temperature)

    def sweep(self, start_tokens, temperatures):
        return {float(t): sample_paraphrase(self.logits, self._next_key(), start_tokens, t)
                for t in temperatures}
