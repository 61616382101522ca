from flax import nnx


class ToxNet(nnx.Module):
    def __init__(self, n_in, rngs):
        self.l1 = nnx.Linear(n_in, 48, rngs=rngs)
        self.l2 = nnx.Linear(48, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.silu(self.l1(x)))[:, 0]
