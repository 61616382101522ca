from flax import nnx


class CrumbNet(nnx.Module):
    """Bread crumb image statistics -> specific volume (mL/g)."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(10, 24, rngs=rngs)
        self.l2 = nnx.Linear(24, 1, rngs=rngs)
        self.last_loss = None

    def __call__(self, x):
        return self.l2(nnx.silu(self.l1(x)))[:, 0]
