import math

import jax.numpy as jnp


class WarmupCosine:
    def __init__(self, peak_lr, warmup_steps, total_steps):
        self.peak_lr = peak_lr
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps

    def __call__(self, step):
        if step < self.warmup_steps:
            lr = self.peak_lr * min(1, (step + 1) / self.warmup_steps)
        else:
            progress = (step - self.warmup_steps) / max(1, self.total_steps - self.warmup_steps)
            lr = 0.5 * self.peak_lr * (1 + math.cos(math.pi * progress))
        return jnp.asarray(lr, dtype=jnp.float32)
