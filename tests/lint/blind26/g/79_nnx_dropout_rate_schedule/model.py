from flax import nnx


class EchoNet(nnx.Module):
    """Echolocation-sequence classifier (prey capture vs commuting vs search)."""

    def __init__(self, rngs, p=0.5):
        self.l1 = nnx.Linear(40, 64, rngs=rngs)
        self.drop = nnx.Dropout(p, rngs=rngs)
        self.l2 = nnx.Linear(64, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
