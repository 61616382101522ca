from flax import nnx


class RiskMLP(nnx.Module):
    def __init__(self, d, rngs):
        self.l1 = nnx.Linear(d, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.bn = nnx.BatchNorm(64, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.bn(self.l1(x)))
        return self.l2(self.drop(h))[:, 0]
