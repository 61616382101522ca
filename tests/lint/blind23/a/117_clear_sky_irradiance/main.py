from datetime import datetime, timedelta

import numpy as np

from solar import clear_sky_ghi


def main():
    lat, lon = np.meshgrid(np.linspace(35, 60, 26), np.linspace(-10, 30, 41), indexing="ij")
    lat, lon = lat.astype(np.float32), lon.astype(np.float32)
    t0 = datetime(2024, 6, 21, 6)
    for h in range(0, 12, 2):
        vt = (t0 + timedelta(hours=h)).isoformat()
        ghi = clear_sky_ghi(lat, lon, valid_time=vt)
        print(vt, round(float(ghi.mean()), 1))


if __name__ == "__main__":
    main()
