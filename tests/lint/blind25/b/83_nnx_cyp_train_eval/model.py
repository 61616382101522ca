from flax import nnx


class CypInhibitionNet(nnx.Module):
    def __init__(self, n_bits, rngs):
        self.l1 = nnx.Linear(n_bits, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.4, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]

