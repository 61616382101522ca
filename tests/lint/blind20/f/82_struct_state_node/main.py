import jax
import jax.numpy as jnp
import numpy as np

from state import BatteryState, close_day

CAPACITY = 10.0


@jax.jit
def run_day(state, power_kw):
    fade = 1.0 - 1e-3 * state.cycle_count

    def body(carry, p):
        soc, thr = carry
        new_soc = jnp.clip(soc + p / (CAPACITY * fade), 0.0, 1.0)
        return (new_soc, thr + jnp.abs(new_soc - soc) * CAPACITY * fade), None

    (soc, thr), _ = jax.lax.scan(body, (state.soc, state.throughput_kwh), power_kw)
    return state.replace(soc=soc, throughput_kwh=thr)


def main():
    state = BatteryState(soc=jnp.float32(0.5), throughput_kwh=jnp.float32(0.0))
    for day in range(6):
        power = np.tile(np.array([5.0, 5.0, -5.0, -5.0], dtype=np.float32), 6)
        state = run_day(state, power)
        state = close_day(state, CAPACITY)
        print(f"day {day}: soc {float(state.soc):.2f}, cycles {int(state.cycle_count)}")


if __name__ == "__main__":
    main()
