import equinox as eqx
import jax
import jax.numpy as jnp


class CriticalPowerModel(eqx.Module):
    cp: jax.Array
    w_prime: jax.Array
    units: str = eqx.field(static=True, default="W")

    def time_to_exhaustion(self, power):
        return self.w_prime / jnp.maximum(power - self.cp, 1.0)
