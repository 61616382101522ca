from flax import nnx

class RiskHead(nnx.Module):
    def __init__(self, d, rngs):
        self.l1 = nnx.Linear(d, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))[:, 0]
