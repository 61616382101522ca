from flax import nnx


class SoilSpectraNet(nnx.Module):
    def __init__(self, n_bands, rngs):
        self.l1 = nnx.Linear(n_bands, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(64, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.gelu(self.l1(x))))
