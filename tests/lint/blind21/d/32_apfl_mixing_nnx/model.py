from flax import nnx
import jax.numpy as jnp


class MixedPredictor(nnx.Module):
    """APFL-style personalised model: mixes a global and a local linear model."""

    def __init__(self, din, dout, *, rngs):
        self.global_part = nnx.Linear(din, dout, rngs=rngs)
        self.local_part = nnx.Linear(din, dout, rngs=rngs)
        self.alpha = 0.5

    def __call__(self, x):
        return self.alpha * self.local_part(x) + (1.0 - self.alpha) * self.global_part(x)

    def set_alpha(self, value):
        self.alpha = min(max(value, 0.0), 1.0)
