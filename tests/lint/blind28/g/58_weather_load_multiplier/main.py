import numpy as np

from stations import from_metar, from_nwp_grib
from model import weather_load_multiplier


def main():
    rng = np.random.default_rng(60)
    base = (900 + 150 * np.sin(np.linspace(0, 2 * np.pi, 24))).astype(np.float32)
    for day in range(6):
        wx = from_metar(rng) if day < 2 else from_nwp_grib(rng)
        fc = base * np.asarray(weather_load_multiplier(wx))
        print(day, list(wx), round(float(fc.max()), 1))


if __name__ == "__main__":
    main()
