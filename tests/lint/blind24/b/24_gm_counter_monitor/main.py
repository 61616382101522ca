import numpy as np

from config import CONFIG
from monitor import smoothed_dose_rate


def acquisition_blocks(n_blocks=10, block=120, seed=0):
    rng = np.random.default_rng(seed)
    for b in range(n_blocks):
        rate = 12.0 + (15.0 if 4 <= b <= 6 else 0.0)
        yield rng.poisson(rate * CONFIG.sample_s, block).astype(np.float32)


def main():
    for b, counts in enumerate(acquisition_blocks()):
        dr = smoothed_dose_rate(counts, CONFIG.window)
        alarm = bool((dr > CONFIG.alarm_usv_h).any())
        print(f"block {b}: max {float(dr.max()):.2f} uSv/h alarm={alarm}")


if __name__ == "__main__":
    main()
