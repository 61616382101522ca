import functools

import jax
import numpy as np

from calibration import apply_calibration

SHEET = [
    # channel, gain [ue/mV], offset [mV], lead resistance [ohm]
    ("SG-01", 497.0, 0.12, 1.8),
    ("SG-02", 501.5, -0.08, 2.1),
    ("SG-03", 495.2, 0.03, 1.6),
    ("SG-04", 499.9, 0.21, 3.4),
    ("SG-05", 502.3, -0.15, 2.7),
]


def main():
    rng = np.random.default_rng(0)
    raw = rng.normal(0, 0.05, size=(len(SHEET), 2048)).cumsum(axis=1).astype(np.float32)
    for k, (name, gain, offset, lead_r) in enumerate(SHEET):
        calibrate = jax.jit(functools.partial(apply_calibration, gain=gain, offset=offset, lead_r=lead_r))
        strain, noise = calibrate(raw[k])
        print(f"{name}: mean {float(strain.mean()):8.2f} ue, noise {float(noise):6.2f} ue")


if __name__ == "__main__":
    main()
