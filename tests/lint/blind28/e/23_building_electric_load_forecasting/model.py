from flax import nnx


class LoadForecaster(nnx.Module):
    def __init__(self, n_lags, hidden, rngs):
        self.l1 = nnx.Linear(n_lags + 2, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x))).squeeze(-1)
