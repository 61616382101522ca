import numpy as np

from kinematics import wrist_speed
from video_meta import clip_with_timestamps, estimate_fps

STANDARD_RATES = (24, 25, 30, 50, 60)


def snap_fps(fps):
    return min(STANDARD_RATES, key=lambda r: abs(r - fps))


def main():
    rng = np.random.default_rng(0)
    for i in range(5):
        kp, ts = clip_with_timestamps(rng)
        fps = snap_fps(estimate_fps(ts))
        mean_s, max_s = wrist_speed(kp, fps=fps)
        print(i, fps, float(mean_s), float(max_s))


if __name__ == "__main__":
    main()
