import jax.numpy as jnp
from flax import nnx


class PinPowerNet(nnx.Module):
    """Predicts 17x17 pin power peaking from assembly-average features."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(6, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 289, rngs=rngs)

    def __call__(self, x):
        return 1.0 + 0.2 * nnx.tanh(self.l2(nnx.gelu(self.l1(x))))
