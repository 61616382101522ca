from dataclasses import dataclass


@dataclass
class StackConfig:
    n_clip_iter: int = 4
    clip_sigma: float = 3.0
    n_frames: int = 9
    shape: tuple = (40, 40)


CONFIG = StackConfig()
