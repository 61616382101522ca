import numpy as np

from kinematics import hand_speed
from video_meta import clip_with_timestamps, estimate_fps


def main():
    rng = np.random.default_rng(0)
    for i in range(5):
        kp, ts = clip_with_timestamps(rng)
        fps = float(estimate_fps(ts))
        mean_s, max_s = hand_speed(kp, fps=fps)
        print(i, round(fps, 2), float(mean_s), float(max_s))


if __name__ == "__main__":
    main()
