from flax import nnx


class CancelNet(nnx.Module):
    def __init__(self, n_in, rngs, rate=0.3):
        self.l1 = nnx.Linear(n_in, 64, rngs=rngs)
        self.drop = nnx.Dropout(rate, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]
