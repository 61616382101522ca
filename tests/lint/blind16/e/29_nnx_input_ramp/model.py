import jax.numpy as jnp
from flax import nnx


class NoisyStudent(nnx.Module):
    """Student network with an input perturbation that is ramped up over the first epochs."""

    def __init__(self, din, dhidden, dout, *, rngs: nnx.Rngs, ramp_epochs=3):
        self.l1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.l2 = nnx.Linear(dhidden, dout, rngs=rngs)
        self.rngs = rngs
        self.ramp_epochs = ramp_epochs
        self.epoch = 0

    def __call__(self, x):
        scale = 0.1 * min(self.epoch, self.ramp_epochs) / self.ramp_epochs
        x = x + scale * jnp.sin(3.0 * x)
        return self.l2(nnx.relu(self.l1(x)))
