from flax import nnx
import jax.numpy as jnp


class GloveNet(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(11, 48, rngs=rngs)
        self.fc2 = nnx.Linear(48, 9, rngs=rngs)

    def __call__(self, x):
        return self.fc2(nnx.relu(self.fc1(x)))
