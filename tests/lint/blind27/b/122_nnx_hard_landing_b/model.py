import jax
import jax.numpy as jnp
from flax import nnx


class HardLandingDetector(nnx.Module):
    def __init__(self, rngs):
        self.net = nnx.Linear(6, 1, rngs=rngs)
        self.threshold = nnx.Variable(jnp.asarray(0.5, jnp.float32))

    def __call__(self, x):
        p = jax.nn.sigmoid(self.net(x)[:, 0])
        return p, p > self.threshold.value
