from dataclasses import dataclass


@dataclass
class SmootherConfig:
    alpha: float = 0.6
    gravity: float = 9.81
    fps: int = 25
