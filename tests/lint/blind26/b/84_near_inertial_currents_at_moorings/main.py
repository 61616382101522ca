import numpy as np

from inertial import inertial_band_energy
from moorings import all_sites, current_record


def main():
    rng = np.random.default_rng(0)
    for name, lat in all_sites():
        u, v = current_record(lat, rng)
        frac = inertial_band_energy(u, v, lat, 1.0)
        print(f"{name:10s} lat {float(lat):5.1f}: near-inertial energy fraction {float(frac):.2f}")


if __name__ == "__main__":
    main()
