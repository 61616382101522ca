import jax
import jax.numpy as jnp

from state import TankState


@jax.jit
def advance_day(s: TankState) -> TankState:
    rate = 0.18 * jnp.exp(0.06 * (s.temp - 20.0)) * s.sugar / (s.sugar + 15.0)
    consumed = jnp.minimum(rate * s.sugar, s.sugar)
    return s.replace(sugar=s.sugar - consumed, ethanol=s.ethanol + 0.47 * consumed / 7.89)
