from flax import nnx


class PriceNet(nnx.Module):
    def __init__(self, n_in, hidden, rngs):
        self.l1 = nnx.Linear(n_in, hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.gelu(self.l1(x))))[:, 0]
