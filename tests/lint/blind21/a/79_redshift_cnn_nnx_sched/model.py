from flax import nnx


class SpectrumRegressor(nnx.Module):
    def __init__(self, n_pix, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(7,), rngs=rngs)
        self.bn = nnx.BatchNorm(8, rngs=rngs)
        self.out = nnx.Linear(8, 1, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.bn(self.conv(x[..., None])))
        return self.out(h.mean(axis=1))[:, 0]
