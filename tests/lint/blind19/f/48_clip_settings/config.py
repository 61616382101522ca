from dataclasses import dataclass


@dataclass(frozen=True)
class ClipConfig:
    height: int
    width: int
    num_frames: int = 8
