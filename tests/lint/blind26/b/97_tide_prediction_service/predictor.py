import jax
import jax.numpy as jnp

SPEEDS = jnp.deg2rad(jnp.array([28.9841042, 30.0, 28.4397295, 15.0410686, 13.9430356]))


def station_curve(amp, phase, z0, hours):
    return z0 + jnp.sum(amp[None] * jnp.cos(hours[:, None] * SPEEDS[None] - phase[None]), axis=1)


class TideService:
    def __init__(self, amps, phases, datums):
        self.amps, self.phases, self.datums = amps, phases, datums

    def forecast(self, hours):
        batched = jax.jit(jax.vmap(station_curve, in_axes=(0, 0, 0, None)))
        return batched(self.amps, self.phases, self.datums, hours)
