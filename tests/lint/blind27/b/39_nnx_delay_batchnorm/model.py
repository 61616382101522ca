from flax import nnx


class DelayNet(nnx.Module):
    def __init__(self, d_in, rngs):
        self.l1 = nnx.Linear(d_in, 64, rngs=rngs)
        self.bn = nnx.BatchNorm(64, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        h = self.drop(nnx.relu(self.bn(self.l1(x))))
        return self.l2(h)[:, 0]
