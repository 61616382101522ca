from flax import nnx


class ScourClassifier(nnx.Module):
    """Pier scour state (none / moderate / severe) from vibration features of the pier."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(32, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
