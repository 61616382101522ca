from flax import nnx
import jax.numpy as jnp


class MixingWeight(nnx.Variable):
    pass


class MixedPredictor(nnx.Module):
    """APFL-style personalised model: mixes a global and a local linear model."""

    def __init__(self, din, dout, *, rngs):
        self.global_part = nnx.Linear(din, dout, rngs=rngs)
        self.local_part = nnx.Linear(din, dout, rngs=rngs)
        self.alpha = MixingWeight(jnp.asarray(0.5, jnp.float32))

    def __call__(self, x):
        a = self.alpha.value
        return a * self.local_part(x) + (1.0 - a) * self.global_part(x)

    def set_alpha(self, value):
        self.alpha.value = jnp.clip(jnp.asarray(value, jnp.float32), 0.0, 1.0)
