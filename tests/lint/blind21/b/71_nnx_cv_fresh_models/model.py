from flax import nnx


class SpikeRateRegressor(nnx.Module):
    def __init__(self, n_units, n_out, rngs):
        self.hidden = nnx.Linear(n_units, 16, rngs=rngs)
        self.out = nnx.Linear(16, n_out, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.tanh(self.hidden(x)))
