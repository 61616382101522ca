from flax import nnx


class CompaRatioNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(7, 24, rngs=rngs)
        self.l2 = nnx.Linear(24, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]
