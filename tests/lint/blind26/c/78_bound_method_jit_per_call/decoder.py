import jax
import jax.numpy as jnp


class FrameSyncDecoder:
    """Greedy frame-synchronous decoding with a phone bigram prior."""

    def __init__(self, bigram_logp, lm_weight=0.5):
        self.bigram_logp = bigram_logp
        self.lm_weight = lm_weight

    def viterbi_greedy(self, acoustic_logp, prev):
        def step(prev, frame):
            best = jnp.argmax(frame + self.lm_weight * self.bigram_logp[prev])
            return best, best
        _, path = jax.lax.scan(step, prev, acoustic_logp)
        return path

    def __call__(self, acoustic_logp):
        return jax.jit(self.viterbi_greedy)(acoustic_logp, jnp.int32(0))
