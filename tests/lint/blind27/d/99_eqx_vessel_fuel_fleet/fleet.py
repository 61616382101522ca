import equinox as eqx
import jax
import jax.numpy as jnp


class VesselFuel(eqx.Module):
    imo: str
    mlp: eqx.nn.MLP

    def __init__(self, imo, key):
        self.imo = imo
        self.mlp = eqx.nn.MLP(4, 1, 16, 2, key=key)

    def __call__(self, x):
        return jax.nn.softplus(self.mlp(x))[0]


def load_fleet(imos, seed=0):
    keys = jax.random.split(jax.random.PRNGKey(seed), len(imos))
    return {imo: VesselFuel(imo, k) for imo, k in zip(imos, keys)}
