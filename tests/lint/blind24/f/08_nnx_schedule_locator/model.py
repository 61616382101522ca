from flax import nnx


class DamageLocator(nnx.Module):
    """Maps relative frequency shifts of the first modes to a damaged-zone index."""

    def __init__(self, n_modes, n_zones, rngs):
        self.fc1 = nnx.Linear(n_modes, 64, rngs=rngs)
        self.fc2 = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, n_zones, rngs=rngs)

    def __call__(self, x):
        x = nnx.gelu(self.fc1(x))
        x = nnx.gelu(self.fc2(x))
        return self.out(x)
