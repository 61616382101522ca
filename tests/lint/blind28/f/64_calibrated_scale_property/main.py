import numpy as np

from calib import DepthCalibrator
from lift import metric_hand


def main():
    rng = np.random.default_rng(0)
    cal = DepthCalibrator()
    for frame_block in range(4):
        kp2d = rng.normal(size=(10, 21, 2)).astype(np.float32)
        depth = rng.normal(size=(10, 21)).astype(np.float32)
        xyz, bones = metric_hand(kp2d, depth, cal.scale)
        if frame_block == 0:
            cal.fit(np.asarray(bones[8:9]) * 10)
        print(frame_block, round(float(cal.scale), 3), float(bones.mean()))


if __name__ == "__main__":
    main()
