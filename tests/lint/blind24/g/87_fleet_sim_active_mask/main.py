import jax
import jax.numpy as jnp
import numpy as np

from fleet import Depot


@jax.jit
def move_active(positions, active, speed_kmh, route_km):
    moved = (positions + speed_kmh * 2.0 / 60.0) % route_km
    return jnp.where(active, moved, positions)


def main():
    depot = Depot()
    for tick in range(14):
        depot.apply_pullouts(tick)
        depot.positions = np.array(move_active(depot.positions, depot.active,
                                               jnp.float32(18.0), jnp.float32(depot.route_km)))
        print(tick, int(depot.active.sum()))


if __name__ == "__main__":
    main()
