from flax import nnx


class KilnTempNet(nnx.Module):
    def __init__(self, n_zones, rngs):
        self.l1 = nnx.Linear(n_zones, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, n_zones, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))
