import equinox as eqx
import jax


class PSFEmulator(eqx.Module):
    """Maps (x, y, colour) on the focal plane to PSF ellipticity (e1, e2)."""
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(3, 2, 32, 2, activation=jax.nn.tanh, key=key)

    def __call__(self, x):
        return jax.vmap(self.mlp)(x)
