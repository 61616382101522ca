import equinox as eqx
import jax
import jax.numpy as jnp


class EnergyBalance(eqx.Module):
    """Surface energy-balance melt with a learned turbulent-flux correction."""
    net: eqx.nn.Linear
    albedo: jax.Array

    def __call__(self, sw, lw, t_air, wind):
        turb = self.net(jnp.stack([t_air / 10.0, wind / 5.0]))[0] * 20.0
        q_melt = (1.0 - self.albedo) * sw + lw - 315.0 + turb
        return jnp.maximum(q_melt, 0.0) / (1000.0 * 3.34e5) * 86400.0 * 1000.0
