from flax import nnx


class DragBuildupNet(nnx.Module):
    """Incremental drag from gear, flap and spoiler deflections."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(3, 24, rngs=rngs)
        self.l2 = nnx.Linear(24, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.softplus(self.l1(x)))[:, 0]
