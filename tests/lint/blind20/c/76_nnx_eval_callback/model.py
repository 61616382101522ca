from flax import nnx


class SeverityNet(nnx.Module):
    """Predicts log length of hospital stay from admission covariates."""

    def __init__(self, n_in, rngs):
        self.hidden = nnx.Linear(n_in, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x)))[:, 0]
