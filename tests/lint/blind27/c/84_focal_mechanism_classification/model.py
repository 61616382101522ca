from flax import nnx


class FocalMechNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(20, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(64, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
