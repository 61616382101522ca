from flax import nnx
import jax.numpy as jnp


class GlaucomaNet(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(3, 8, kernel_size=(3, 3), strides=2, rngs=rngs)
        self.fc = nnx.Linear(8, 2, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.conv(x))
        return self.fc(h.mean(axis=(1, 2)))
