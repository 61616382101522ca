from flax import nnx


class SmallNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 20, rngs=rngs)
        self.l2 = nnx.Linear(20, 2, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))
