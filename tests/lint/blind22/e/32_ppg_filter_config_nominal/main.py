import numpy as np

from config import config_for
from dsp import bandpass

WIN = 512


def sessions(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        duration = 3600.0
        n_samples = int(round(duration * 64.0 * (1 + rng.normal(0, 2e-4))))
        header = {"n_samples": n_samples, "duration_s": duration}
        x = rng.standard_normal(WIN).astype(np.float32)
        yield header, x


def main():
    for header, x in sessions(5):
        cfg = config_for(header)
        y = bandpass(x, cfg)
        print(round(cfg.fs, 3), float(np.std(y)))


if __name__ == "__main__":
    main()
