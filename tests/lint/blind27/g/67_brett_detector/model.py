from flax import nnx


class BrettDetector(nnx.Module):
    """Brettanomyces spoilage risk from 4-EP/4-EG, pH, free SO2, temperature."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]
