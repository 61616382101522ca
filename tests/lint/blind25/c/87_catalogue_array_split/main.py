import numpy as np

from xmatch import nearest_neighbour

N_CHUNKS = 4


def catalogues(seed=0):
    rng = np.random.default_rng(seed)
    ra = np.deg2rad(150 + rng.uniform(-0.5, 0.5, 1000))
    dec = np.deg2rad(2 + rng.uniform(-0.5, 0.5, 1000))
    jitter = np.deg2rad(0.3 / 3600) * rng.normal(size=(2, 1000))
    keep = rng.random(1000) < 0.9
    return ((ra + jitter[0])[keep].astype(np.float32), (dec + jitter[1])[keep].astype(np.float32),
            ra.astype(np.float32), dec.astype(np.float32))


def main():
    ra1, dec1, ra2, dec2 = catalogues()
    matched = 0
    for r, d in zip(np.array_split(ra1, N_CHUNKS), np.array_split(dec1, N_CHUNKS)):
        idx, sep = nearest_neighbour(r, d, ra2, dec2)
        matched += int((np.rad2deg(np.asarray(sep)) * 3600 < 1.0).sum())
    print(f"{matched}/{len(ra1)} sources matched within 1 arcsec")


if __name__ == "__main__":
    main()
