import jax
import jax.numpy as jnp


@jax.jit
def blended_scores(stable_logits, canary_logits, canary_weight):
    p_stable = jax.nn.softmax(stable_logits, axis=-1)
    p_canary = jax.nn.softmax(canary_logits, axis=-1)
    return (1.0 - canary_weight) * p_stable + canary_weight * p_canary


class CanaryRollout:
    def __init__(self, ramp_ticks):
        self.ramp_ticks = ramp_ticks
        self.tick = 0

    @property
    def weight(self):
        return min(1, self.tick / self.ramp_ticks)

    def advance(self):
        self.tick += 1

    def serve(self, stable_logits, canary_logits):
        return blended_scores(stable_logits, canary_logits, self.weight)
