from flax import nnx


class ImbalanceNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(7, 32, rngs=rngs)
        self.bn = nnx.BatchNorm(32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.bn(self.l1(x)))))[:, 0]
