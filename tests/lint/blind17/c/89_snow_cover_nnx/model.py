from flax import nnx


class SnowCoverNet(nnx.Module):
    def __init__(self, n_bands, rngs):
        self.hidden = nnx.Linear(n_bands, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.out = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return nnx.sigmoid(self.out(self.drop(nnx.relu(self.hidden(x)))))[..., 0]
