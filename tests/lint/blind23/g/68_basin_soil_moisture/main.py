import numpy as np

from params import CALIBRATED
from simulate import soil_moisture_runoff


def main():
    rng = np.random.default_rng(1)
    precip = rng.gamma(0.6, 5.0, 365).astype(np.float32)
    pet = (2 + 1.5 * np.sin(2 * np.pi * (np.arange(365) - 100) / 365)).astype(np.float32)
    for basin in CALIBRATED:
        q = soil_moisture_runoff(precip, pet, basin=basin)
        print(f"{basin:>7}: annual runoff {float(q.sum()):7.1f} mm")


if __name__ == "__main__":
    main()
