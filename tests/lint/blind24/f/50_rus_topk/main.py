import numpy as np

from rus import strongest_resonances
from settings import SETTINGS


def sweep(specimen, rng):
    s = SETTINGS
    f = np.linspace(s["f_min_khz"], s["f_max_khz"], s["n_points"])
    # resonances of a sintered alloy cube; porosity lowers all frequencies
    porosity = 0.02 + 0.01 * specimen
    modes = np.array([112, 148, 171, 205, 240, 266, 301, 333, 362]) * (1 - 1.8 * porosity)
    a = np.full_like(f, 0.02) + rng.exponential(0.01, f.size)
    for fm, q in zip(modes, rng.uniform(300, 900, modes.size)):
        a += rng.uniform(0.3, 1.0) / np.sqrt((1 - (f / fm) ** 2) ** 2 + (f / fm / q) ** 2) / 50
    return f.astype(np.float32), a.astype(np.float32), porosity


def main():
    rng = np.random.default_rng(2)
    for sp in range(6):
        f, a, por = sweep(sp, rng)
        res = np.asarray(strongest_resonances(f, a, SETTINGS["n_resonances"]))
        print(f"specimen {sp} (porosity {por:.2f}): {np.round(res, 1)} kHz")


if __name__ == "__main__":
    main()
