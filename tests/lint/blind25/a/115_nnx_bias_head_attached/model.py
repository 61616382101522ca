from flax import nnx


class SiteBias(nnx.Module):
    def __init__(self, rngs):
        self.offset = nnx.Linear(1, 1, rngs=rngs)

    def __call__(self, y):
        return self.offset(y[:, None])[:, 0]


class RegionalYieldModel(nnx.Module):
    def __init__(self, d_in, rngs):
        self.body = nnx.Linear(d_in, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)
        self.site_bias = nnx.data(None)

    def __call__(self, x):
        y = self.out(nnx.relu(self.body(x)))[:, 0]
        if self.site_bias is not None:
            y = self.site_bias(y)
        return y
