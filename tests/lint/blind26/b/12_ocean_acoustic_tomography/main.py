import numpy as np

from invert import weighted_damped_lsq
from rays import transmission


def main():
    rng = np.random.default_rng(5)
    for k in range(8):
        G, dt, detected = transmission(rng)
        w = detected.astype(np.float32)
        ds, rms = weighted_damped_lsq(G, dt, w, 1e3)
        print(f"tx {k}: {int(detected.sum())} rays used, rms {float(rms) * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
