import numpy as np

from automation import read_volume_lane
from fx import ToneShaper, render_block


def main():
    rng = np.random.default_rng(0)
    shaper = ToneShaper()
    lane = read_volume_lane(8)
    out = []
    for i in range(8):
        block = rng.standard_normal(1024).astype(np.float32)
        out.append(np.asarray(render_block(shaper, block, lane[i])))
    print([round(float(np.abs(o).mean()), 3) for o in out])


if __name__ == "__main__":
    main()
