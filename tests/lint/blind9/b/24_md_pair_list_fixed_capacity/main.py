import numpy as np

from integrate import dpd_step
from neighbors import build_pair_list

R_CUT = 1.0
A_IJ = 25.0
PAIR_CAPACITY = 128


def main():
    rng = np.random.default_rng(0)
    box = np.float32(4.0)
    pos = (rng.random((48, 3)) * box).astype(np.float32)
    vel = rng.normal(scale=1.0, size=pos.shape).astype(np.float32)
    for step in range(4):
        pairs, mask = build_pair_list(np.asarray(pos), box, R_CUT, PAIR_CAPACITY)
        pos, vel, energy = dpd_step(pos, vel, pairs, mask, box, R_CUT, A_IJ, 0.04)
        print(f"step {step}: {int(mask.sum())} pairs, E_c={float(energy):.3f}")


if __name__ == "__main__":
    main()
