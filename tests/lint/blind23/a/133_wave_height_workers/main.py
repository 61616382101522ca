import numpy as np

from pipeline import split_for_workers
from wave import significant_wave_height


def main():
    rng = np.random.default_rng(0)
    u10 = np.abs(rng.normal(9, 4, (1000, 25))).astype(np.float32)  # hourly wind at 25 buoys
    fetch = rng.uniform(50, 400, 25).astype(np.float32)
    parts = split_for_workers(u10, 3)
    hs = np.concatenate([np.asarray(significant_wave_height(p, fetch)) for p in parts])
    print(hs.shape, float(hs.max()))


if __name__ == "__main__":
    main()
