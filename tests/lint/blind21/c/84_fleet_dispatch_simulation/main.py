import jax
import jax.numpy as jnp
import numpy as np

from state import DepotState

MAX_VEHICLES = 6


@jax.jit
def dispatch_round(state, trip_km, consumption):
    active = jnp.arange(MAX_VEHICLES) < state.active_vehicles
    used = jnp.where(active, trip_km * consumption, 0.0)
    return state.replace(fuel=state.fuel - used, odometer=state.odometer + jnp.where(active, trip_km, 0.0))


def main():
    rng = np.random.default_rng(2)
    state = DepotState(
        fuel=jnp.full((MAX_VEHICLES,), 80.0, jnp.float32),
        odometer=jnp.zeros((MAX_VEHICLES,), jnp.float32),
        active_vehicles=jnp.int32(3),
    )
    consumption = jnp.float32(0.12)
    for hour in range(6):
        on_shift = int(rng.integers(2, MAX_VEHICLES + 1))
        state = state.replace(active_vehicles=jnp.int32(on_shift))
        trips = jnp.asarray(rng.uniform(5, 40, MAX_VEHICLES), jnp.float32)
        state = dispatch_round(state, trips, consumption)
        print(f"hour {hour}: {on_shift} vehicles out, fleet km {float(state.odometer.sum()):.0f}")


if __name__ == "__main__":
    main()
