import numpy as np

from config import ChartConfig
from spc import cusum_scan


def load_cd_measurements(tool, n=200, seed=0):
    rng = np.random.default_rng(seed + tool)
    cd = 45.0 + rng.normal(0, 0.6, n)
    cd[120:] += 0.15 * tool
    return cd.astype(np.float32)


def main():
    cfg = ChartConfig()
    for tool in range(4):
        cd = load_cd_measurements(tool)
        sigma = float(np.std(cd[:50]))
        k = cfg.k + 0.05 * tool
        alarms = cusum_scan(cd, cfg.target, sigma, k, cfg.h)
        first = int(np.argmax(np.asarray(alarms))) if bool(alarms.any()) else -1
        print(f"litho tool {tool}: sigma {sigma:.3f} first alarm at wafer {first}")


if __name__ == "__main__":
    main()
