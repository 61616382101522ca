from flax import nnx


class AromaNet(nnx.Module):
    """E-nose (12 MOS sensors) -> roast degree class for coffee."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(12, 48, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(48, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
