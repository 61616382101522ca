import jax
import jax.numpy as jnp

from .tokenizer import ByteTokenizer


def prefill(params, token_ids):
    h = params["embed"][token_ids]
    h = jnp.tanh(h @ params["w"])
    return jnp.mean(h, axis=0) @ params["embed"].T


prefill_jit = jax.jit(prefill)


class CompletionEngine:
    def __init__(self, params):
        self.params = params
        self.tokenizer = ByteTokenizer()

    def complete(self, prompt):
        ids = jnp.asarray(self.tokenizer.encode(prompt), dtype=jnp.int32)
        logits = prefill_jit(self.params, ids)
        return int(jnp.argmax(logits))
