from functools import cached_property, partial

import jax
import jax.numpy as jnp


def _sample_next(params, tokens, pos, key, temperature):
    logits = params["emb"][tokens[pos - 1]] @ params["out"]
    nxt = jax.random.categorical(key, logits / temperature)
    return tokens.at[pos].set(nxt)


class TextGenerator:
    def __init__(self, params, max_len=8, temperature=0.7):
        self.params = params
        self.max_len = max_len
        self.temperature = temperature

    @cached_property
    def step_fn(self):
        return jax.jit(partial(_sample_next, temperature=self.temperature))

    def generate(self, prompt_ids, key):
        tokens = jnp.zeros(self.max_len, jnp.int32).at[: len(prompt_ids)].set(jnp.asarray(prompt_ids))
        for pos in range(len(prompt_ids), self.max_len):
            key, sub = jax.random.split(key)
            tokens = self.step_fn(self.params, tokens, pos, sub)
        return tokens
