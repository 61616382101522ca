from flax import nnx


class DisplacedAbomasumNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 16, rngs=rngs)
        self.bn = nnx.BatchNorm(16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.bn(self.l1(x))))[:, 0]
