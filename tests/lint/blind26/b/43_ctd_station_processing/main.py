import numpy as np

from interp import to_standard_depths
from settings import SETTINGS


def station_cast(rng, n=200):
    z = np.sort(rng.uniform(0, 520, n)).astype(np.float32)
    t = (3 + 15 * np.exp(-z / 120) + rng.normal(0, 0.02, n)).astype(np.float32)
    return z, t


def main():
    rng = np.random.default_rng(4)
    z_std = np.asarray(SETTINGS["standard_depths"], np.float32)
    method = SETTINGS["interp_method"]
    for stn in range(6):
        z, t = station_cast(rng)
        t_std = to_standard_depths(z, t, z_std, SETTINGS["max_gap_m"], method=method)
        print(f"station {stn}: " + " ".join(f"{v:5.2f}" for v in np.asarray(t_std)[:6]))


if __name__ == "__main__":
    main()
