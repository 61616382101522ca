import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from cell import CellModel, fade


@eqx.filter_jit
def simulate_day(cell, soc0, currents):
    def body(soc, i_a):
        v = cell.terminal_voltage(soc, i_a)
        return cell.step(soc, i_a, 60.0), v

    soc, volts = jax.lax.scan(body, soc0, currents)
    return soc, jnp.min(volts)


def main():
    cell = CellModel(r0=jnp.float32(0.015),
                     ocv_coeffs=jnp.array([0.6, -0.9, 0.8, 3.3], dtype=jnp.float32),
                     capacity_ah=50.0)
    rng = np.random.default_rng(0)
    soc = jnp.float32(0.9)
    for day in range(5):
        currents = jnp.asarray(rng.uniform(-10, 25, size=24 * 60), dtype=jnp.float32)
        soc, vmin = simulate_day(cell, soc, currents)
        print(f"day {day}: soc={float(soc):.3f} vmin={float(vmin):.3f} cap={float(cell.capacity_ah):.3f}")
        cell = fade(cell, cycles=1)
        soc = jnp.float32(0.9)


if __name__ == "__main__":
    main()
