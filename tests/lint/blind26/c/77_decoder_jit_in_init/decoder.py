import jax
import jax.numpy as jnp


class FrameSyncDecoder:
    """Greedy frame-synchronous decoding with a phone bigram prior."""

    def __init__(self, bigram_logp, lm_weight=0.5):
        self.bigram_logp = bigram_logp
        self.lm_weight = lm_weight
        self._step = jax.jit(self.decode_frames)

    def decode_frames(self, acoustic_logp, prev):
        def step(prev, frame):
            score = frame + self.lm_weight * self.bigram_logp[prev]
            best = jnp.argmax(score)
            return best, best
        _, path = jax.lax.scan(step, prev, acoustic_logp)
        return path

    def __call__(self, acoustic_logp):
        return self._step(acoustic_logp, jnp.int32(0))
