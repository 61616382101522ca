from flax import nnx


class CanineCKDNet(nnx.Module):
    """Chronic kidney disease stage from creatinine, SDMA, USG, UPC, BP, age."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(6, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(32, 4, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
