import jax.numpy as jnp
from flax import nnx


class EngineHealthNet(nnx.Module):
    """Exhaust gas temperature margin from compressor and turbine sensor snapshots."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(6, 48, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.bn = nnx.BatchNorm(48, rngs=rngs)
        self.l2 = nnx.Linear(48, 1, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.bn(self.l1(x)))
        return self.l2(self.drop(h))[:, 0]
