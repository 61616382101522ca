from flax import nnx


class TapInForecaster(nnx.Module):
    def __init__(self, n_in, rngs):
        self.hidden = nnx.Linear(n_in, 24, rngs=rngs)
        self.out = nnx.Linear(24, 1, rngs=rngs)
        self.target_scale = 1.0

    def __call__(self, x):
        return self.out(nnx.gelu(self.hidden(x)))[:, 0] * self.target_scale
