import jax
import jax.numpy as jnp


class CRFLiteTagger:
    """Emission + transition scores with Viterbi decoding."""

    def __init__(self, params):
        self.params = params
        self._viterbi = jax.jit(self._viterbi_impl)

    @property
    def decode_fn(self):
        return self._viterbi

    def _viterbi_impl(self, params, tokens):
        emissions = jnp.tanh(params["emb"][tokens]) @ params["out"]
        trans = params["trans"]

        def step(score, emit):
            cand = score[:, None] + trans
            return cand.max(0) + emit, cand.argmax(0)

        score, backptrs = jax.lax.scan(step, emissions[0], emissions[1:])
        last = jnp.argmax(score)

        def back(tag, bp):
            prev = bp[tag]
            return prev, tag

        first, path = jax.lax.scan(back, last, backptrs, reverse=True)
        return jnp.concatenate([first[None], path])

    def tag_corpus(self, sentences):
        return [self.decode_fn(self.params, s).tolist() for s in sentences]
