import jax
import jax.numpy as jnp
import numpy as np

from filter import serial_ensrf
from qc import quality_control


def main():
    rng = np.random.default_rng(0)
    n_grid, n_mem, n_obs = 50, 12, 15
    sites = rng.choice(n_grid, n_obs, replace=False)
    truth = np.sin(np.linspace(0, 2 * np.pi, n_grid)).astype(np.float32)
    ens = jnp.asarray(truth + rng.normal(0, 1, size=(n_mem, n_grid)).astype(np.float32))
    for cycle in range(6):
        y = truth[sites] + rng.normal(0, 0.3, size=n_obs)
        y[rng.random(n_obs) < 0.2] += 5.0
        y, r = quality_control(y, np.asarray(ens.mean(0))[sites], 0.09)
        ens = serial_ensrf(ens, sites, y, r)
        print(cycle, int((r > 1).sum()), float(jnp.abs(ens.mean(0) - truth).mean()))


if __name__ == "__main__":
    main()
