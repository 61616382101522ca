from flax import nnx


class TabularNet(nnx.Module):
    def __init__(self, din, hidden, dout, *, rngs):
        self.l1 = nnx.Linear(din, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, dout, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))
