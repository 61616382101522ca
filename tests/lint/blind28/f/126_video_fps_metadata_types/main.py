import numpy as np

from metadata import load_index
from motion import wrist_speed_profile


def main():
    rng = np.random.default_rng(0)
    for entry in load_index():
        kp = np.cumsum(rng.normal(scale=0.01, size=(entry["frames"], 21, 2)), axis=0).astype(np.float32)
        prof = np.asarray(wrist_speed_profile(kp, entry["fps"]))
        print(entry["file"], np.round(prof, 3))


if __name__ == "__main__":
    main()
