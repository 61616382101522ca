import math

import jax.numpy as jnp


class WarmupCosine:
    def __init__(self, peak, warmup_steps, total_steps):
        self.peak = peak
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps

    def __call__(self, step):
        if step < self.warmup_steps:
            value = self.peak * min(1, (step + 1) / self.warmup_steps)
        else:
            progress = (step - self.warmup_steps) / max(1, self.total_steps - self.warmup_steps)
            value = 0.5 * self.peak * (1 + math.cos(math.pi * progress))
        return jnp.asarray(value, dtype=jnp.float32)
