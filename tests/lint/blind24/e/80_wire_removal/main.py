import numpy as np

from inpaint import diffuse_inpaint

WIRE_REMOVAL = [("vfx_101", 4, 20), ("vfx_102", 8, 60), ("vfx_103", 2, 10), ("vfx_104", 6, 45)]


def main():
    rng = np.random.default_rng(0)
    for shot, wire_width, iters in WIRE_REMOVAL:
        frame = rng.uniform(0.3, 0.7, (32, 48)).astype(np.float32)
        hole = np.zeros((32, 48), bool)
        hole[:, 20:20 + wire_width] = True
        out = diffuse_inpaint(frame, hole, iters)
        print(shot, iters, round(float(np.asarray(out)[hole].std()), 4))


if __name__ == "__main__":
    main()
