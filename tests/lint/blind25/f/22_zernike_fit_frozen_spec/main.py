import numpy as np

from fitting import fit_thickness_map
from spec import FitSpec


def ellipsometer_sites(wafer, n=49):
    rng = np.random.default_rng(wafer)
    ang = rng.uniform(0, 2 * np.pi, n)
    rad = 150 * np.sqrt(rng.uniform(0, 1, n))
    x, y = rad * np.cos(ang), rad * np.sin(ang)
    t = 1000 + 12 * (rad / 150) ** 2 - 20 * (rad / 150) ** 8 + 0.02 * x + rng.normal(0, 0.8, n)
    return x.astype(np.float32), y.astype(np.float32), t.astype(np.float32)


def main():
    for wafer in range(8):
        x, y, t = ellipsometer_sites(wafer)
        spec = FitSpec(n_radial=4, include_tilt=True, edge_exclusion_mm=3.0)
        coef, rms = fit_thickness_map(x, y, t, spec=spec)
        print(f"wafer {wafer}: mean {float(coef[0]):.1f} A, rms resid {float(rms):.2f} A")


if __name__ == "__main__":
    main()
