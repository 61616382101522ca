import numpy as np

from config import LOAD_SCALES, FeederConfig
from powerflow import backward_forward_sweep


def main():
    base = FeederConfig()
    rng = np.random.default_rng(2)
    p = rng.uniform(0.01, 0.05, base.n_buses).astype(np.float32)
    q = 0.3 * p
    for scale in LOAD_SCALES:
        v = backward_forward_sweep(base, p, q, np.float32(scale))
        print(f"scale {scale:.1f}: v_min={float(v.min()):.4f} pu")


if __name__ == "__main__":
    main()
