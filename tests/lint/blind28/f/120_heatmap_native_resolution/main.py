import numpy as np

from render import keypoint_heatmaps
from videos import video_frames


def main():
    for name, hw, kp in video_frames():
        hm = keypoint_heatmaps(kp, hw=hw)
        print(name, hm.shape, float(np.asarray(hm).max()))


if __name__ == "__main__":
    main()
