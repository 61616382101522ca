from flax import nnx


class PortForecaster(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(7, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x))).squeeze(-1)
