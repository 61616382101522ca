import jax.numpy as jnp


class LinearWarmup:
    def __init__(self, peak_lr, warmup_steps):
        self.peak_lr = peak_lr
        self.warmup_steps = warmup_steps

    def __call__(self, step):
        frac = jnp.minimum(1.0, (step + 1) / self.warmup_steps)
        return self.peak_lr * frac
