from flax import nnx


class FragNet(nnx.Module):
    """Blast fragmentation P80 from blast design and rock properties."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 48, rngs=rngs)
        self.bn = nnx.BatchNorm(48, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(48, 1, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.bn(self.l1(x)))
        return self.l2(self.drop(h))[:, 0]
