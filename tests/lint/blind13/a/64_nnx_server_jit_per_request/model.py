from flax import nnx


class MaskHead(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(3, 8, kernel_size=(3, 3), rngs=rngs)
        self.out = nnx.Conv(8, 1, kernel_size=(1, 1), rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.conv(x)))[..., 0]
