import equinox as eqx
import jax
import jax.numpy as jnp


class ClimateEmulator(eqx.Module):
    net: eqx.nn.MLP
    year: int
    base_year: int = 1850

    def __call__(self, forcing):
        t = (self.year - self.base_year) / 250.0
        inp = jnp.concatenate([forcing, jnp.array([t])])
        return self.net(inp)


def make_emulator(key, n_forcing):
    return ClimateEmulator(eqx.nn.MLP(n_forcing + 1, 3, 32, 2, key=key), year=1850)
