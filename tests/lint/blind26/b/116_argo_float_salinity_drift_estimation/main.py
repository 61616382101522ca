import jax
import numpy as np

from fit import fit_float
from qc import apply_qc


def float_comparison(wmo, rng, n_cycles=120):
    # salinity difference (float - reference climatology) on deep isotherms, per profile cycle
    cycle = np.arange(n_cycles, dtype=np.float32)
    ds = (0.005 + 2e-4 * cycle + rng.normal(0, 0.004, n_cycles)).astype(np.float32)
    flags = np.where(rng.random(n_cycles) < 0.08, 4, 1)
    return cycle, ds, flags


def main():
    rng = np.random.default_rng(0)
    for i, wmo in enumerate([6901234, 6901235, 6901236, 6901237]):
        cycle, ds, flags = float_comparison(wmo, rng)
        cycle, ds = apply_qc(cycle, ds, flags)
        med = fit_float(jax.random.PRNGKey(i), cycle, ds)
        print(f"WMO {wmo}: {cycle.size} good cycles, drift {float(med['drift']) * 100:.4f} psu/100 cycles")


if __name__ == "__main__":
    main()
