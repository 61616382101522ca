from dataclasses import dataclass

import numpy as np

from metadata import load_index
from motion import palm_speed_profile


@dataclass
class VideoInfo:
    file: str
    fps: float
    frames: int

    @classmethod
    def from_entry(cls, entry):
        return cls(entry["file"], float(entry["fps"]), int(entry["frames"]))


def main():
    rng = np.random.default_rng(0)
    for info in map(VideoInfo.from_entry, load_index()):
        kp = np.cumsum(rng.normal(scale=0.01, size=(info.frames, 21, 2)), axis=0).astype(np.float32)
        prof = np.asarray(palm_speed_profile(kp, info.fps))
        print(info.file, np.round(prof, 3))


if __name__ == "__main__":
    main()
