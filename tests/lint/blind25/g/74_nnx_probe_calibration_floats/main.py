import numpy as np
from flax import nnx

from calibration import probe_calibration
from model import ViscosityHead, calibrated_consistency


def main():
    model = ViscosityHead(nnx.Rngs(0))
    rng = np.random.default_rng(0)
    for day in range(1, 6):
        offsets, gains = probe_calibration(day)
        raw = rng.normal(size=(32, 4)).astype(np.float32)
        cons = calibrated_consistency(model, raw, offsets, gains)
        print(f"day {day}: mean Bostwick {float(cons.mean()):.2f} cm/30 s")


if __name__ == "__main__":
    main()
