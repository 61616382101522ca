import jax
import jax.numpy as jnp
import numpy as np

from fleet import Fleet


@jax.jit
def advance_vehicles(positions, speed_kmh, route_km, dt_min):
    gaps = (jnp.roll(positions, -1) - positions) % route_km
    slow = jnp.where(gaps < 0.5, 0.6, 1.0)
    return (positions + speed_kmh * slow * dt_min / 60.0) % route_km


def main():
    fleet = Fleet()
    for tick in range(14):
        fleet.apply_pullouts(tick)
        fleet.positions = np.asarray(advance_vehicles(
            jnp.asarray(fleet.positions), jnp.float32(18.0), jnp.float32(fleet.route_km), jnp.float32(2.0)))
        print(tick, len(fleet.positions))


if __name__ == "__main__":
    main()
