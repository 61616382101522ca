import numpy as np

from stacker import DriftScanStacker


def main():
    rng = np.random.default_rng(4)
    stacker = DriftScanStacker((40, 40))
    for i, exptime in enumerate([30, 45.0, 30, 60, 15.5, 30]):
        frame = rng.poisson(2.0 * exptime, (40, 40)).astype(np.float32)
        stacker.push(frame, exptime)
    rate = np.asarray(stacker.rate_image)
    print(f"{int(stacker.state[2])} exposures, mean rate {rate.mean():.3f} counts/s")


if __name__ == "__main__":
    main()
