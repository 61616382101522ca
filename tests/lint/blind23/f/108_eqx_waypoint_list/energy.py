import equinox as eqx
import jax.numpy as jnp


class Multirotor(eqx.Module):
    mass: jnp.ndarray
    hover_power: jnp.ndarray


@eqx.filter_jit
def mission_energy(vehicle, altitudes, leg_length):
    alts = jnp.asarray(altitudes)
    climbs = jnp.diff(jnp.concatenate([jnp.zeros(1), alts]))
    climb_e = vehicle.mass * 9.81 * jnp.sum(jnp.maximum(climbs, 0.0)) / 0.6
    cruise_e = vehicle.hover_power * 0.9 * leg_length * alts.shape[0] / 12.0
    return (climb_e + cruise_e) / 3600.0
