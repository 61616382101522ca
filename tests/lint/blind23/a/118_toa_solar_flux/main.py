from datetime import datetime, timedelta

import numpy as np

from solar import top_of_atmosphere_flux
from timeutils import decimal_time


def main():
    lat, lon = np.meshgrid(np.linspace(-60, 60, 25), np.linspace(-180, 180, 49), indexing="ij")
    lat, lon = lat.astype(np.float32), lon.astype(np.float32)
    t0 = datetime(2024, 3, 20, 0)
    for h in range(0, 24, 3):
        iso = (t0 + timedelta(hours=h)).isoformat()
        doy, hour = decimal_time(iso)
        toa = top_of_atmosphere_flux(lat, lon, doy, hour)
        print(iso, round(float(toa.mean()), 1))


if __name__ == "__main__":
    main()
