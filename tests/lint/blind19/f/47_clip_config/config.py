from dataclasses import dataclass


@dataclass(frozen=True)
class ClipConfig:
    height: int
    width: int
    fps: float
    duration_s: float

    @property
    def num_frames(self):
        return 8
