import jax.numpy as jnp
import numpy as np

from epi import SIRModel

GAMMA = 0.1


def peak_table(r0_values, y0):
    rows = []
    for r0 in r0_values:
        model = SIRModel(beta=r0 * GAMMA, gamma=GAMMA)
        infected = model.simulate(y0)
        rows.append((r0, int(jnp.argmax(infected)), float(infected.max())))
    return rows


if __name__ == "__main__":
    y0 = jnp.array([0.999, 0.001, 0.0])
    for r0, day, peak in peak_table(np.linspace(1.5, 3.5, 5), y0):
        print(f"R0={r0:.2f}: peak day {day}, peak {peak:.3f}")
