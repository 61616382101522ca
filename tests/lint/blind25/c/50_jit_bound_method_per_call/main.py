import numpy as np

from astrometry import TanProjection


def gaia_query(ra0, dec0, n=400, radius=0.1, seed=0):
    rng = np.random.default_rng(seed)
    ra = ra0 + rng.uniform(-radius, radius, n) / np.cos(dec0)
    dec = dec0 + rng.uniform(-radius, radius, n)
    return np.deg2rad(ra).astype(np.float32), np.deg2rad(dec).astype(np.float32)


def main():
    ra0, dec0 = 83.82, -5.39
    wcs = TanProjection(np.float32(np.deg2rad(ra0)), np.float32(np.deg2rad(dec0)), 0.25)
    for chip in range(5):
        ra, dec = gaia_query(ra0, dec0, seed=chip)
        x, y = wcs.project(ra, dec)
        print(f"chip {chip}: x range {float(x.min()):.0f}..{float(x.max()):.0f} px")


if __name__ == "__main__":
    main()
