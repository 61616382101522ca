import numpy as np

from model import bimanual_features
from tracker import track_frame_block


def main():
    rng = np.random.default_rng(0)
    for i in range(6):
        hands, visible = track_frame_block(rng)
        f = np.asarray(bimanual_features(hands, visible))
        print(i, visible.tolist(), f.shape, round(float(f[-1]), 3))


if __name__ == "__main__":
    main()
