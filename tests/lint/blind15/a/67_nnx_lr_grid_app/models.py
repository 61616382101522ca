import jax.numpy as jnp
from flax import nnx


class ConvBlock(nnx.Module):
    def __init__(self, cin, cout, rngs):
        self.conv = nnx.Conv(cin, cout, kernel_size=(3, 3), rngs=rngs)
        self.norm = nnx.LayerNorm(cout, rngs=rngs)

    def __call__(self, x):
        return nnx.gelu(self.norm(self.conv(x)))


class SmallNet(nnx.Module):
    def __init__(self, num_classes, rngs):
        self.block1 = ConvBlock(1, 8, rngs)
        self.block2 = ConvBlock(8, 8, rngs)
        self.head = nnx.Linear(8, num_classes, rngs=rngs)

    def __call__(self, x):
        x = self.block2(self.block1(x))
        return self.head(jnp.mean(x, axis=(1, 2)))
