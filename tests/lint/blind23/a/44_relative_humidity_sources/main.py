import numpy as np

from humidity import relative_humidity
from units import kelvin_offset


def load(source, rng, n=500):
    t = rng.normal(15, 8, size=n)
    td = t - rng.gamma(2, 2, size=n)
    if source == "era5":
        t, td = t + 273.15, td + 273.15
    return t.astype(np.float32), td.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for source in ["era5", "station", "era5", "station"]:
        t, td = load(source, rng)
        rh = relative_humidity(t, td, kelvin_offset(source, "t2m"))
        print(source, round(float(rh.mean()), 2))


if __name__ == "__main__":
    main()
