import numpy as np

from render import target_heatmaps
from videos import video_frames

TRAIN_HW = (48, 64)


def main():
    for name, hw, kp in video_frames():
        hm = target_heatmaps(kp, hw=TRAIN_HW)
        print(name, hw, hm.shape, float(np.asarray(hm).max()))


if __name__ == "__main__":
    main()
