from functools import partial

import jax
import jax.numpy as jnp

from processors import make_top_k


@partial(jax.jit, static_argnames=("logits_processor", "steps"))
def sample_continuation(bigram, key, prefix_last, logits_processor, steps=6):
    def step(tok, k):
        logits = logits_processor(bigram[tok])
        nxt = jax.random.categorical(k, logits)
        return nxt, nxt
    _, toks = jax.lax.scan(step, prefix_last, jax.random.split(key, steps))
    return toks.T


class StoryCompleter:
    def __init__(self, bigram, top_k=5):
        self.bigram = bigram
        self.top_k = top_k

    def complete(self, key, prefix_last):
        return sample_continuation(self.bigram, key, prefix_last, logits_processor=make_top_k(self.top_k))
