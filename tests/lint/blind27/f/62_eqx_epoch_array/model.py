import equinox as eqx
import jax


class UCSRegressor(eqx.Module):
    """Unconfined compressive strength from point-load index and log features."""
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(5, "scalar", 32, 2, activation=jax.nn.softplus, key=key)

    def __call__(self, x):
        return jax.vmap(self.mlp)(x)
