from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, rngs):
        self.backbone = nnx.Linear(6, 32, rngs=rngs)
        self.head = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.tanh(self.backbone(x)))
