import jax
import jax.numpy as jnp

from model import PAD_LEN, greedy_decode

decode = jax.jit(greedy_decode, static_argnames=("max_new_tokens",))


class CompletionServer:
    def __init__(self, params, tokenizer, default_opts=None):
        self.params = params
        self.tokenizer = tokenizer
        self.default_opts = default_opts or {}

    def _generate(self, prompt_ids, **opts):
        padded = jnp.zeros(PAD_LEN, jnp.int32).at[: len(prompt_ids)].set(jnp.asarray(prompt_ids, jnp.int32))
        return decode(self.params, padded, len(prompt_ids), **opts)

    def complete(self, request):
        ids = self.tokenizer(request["prompt"])
        opts = dict(self.default_opts)
        opts["max_new_tokens"] = request.get("max_tokens", 2 * len(ids))
        out = self._generate(ids, **opts)
        return [int(t) for t in out]
