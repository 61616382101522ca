from flax import nnx


class DuelModel(nnx.Module):
    def __init__(self, rngs, hidden=16):
        self.l1 = nnx.Linear(6, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]
