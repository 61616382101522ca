from dataclasses import dataclass


@dataclass(frozen=True)
class RaycastConfig:
    grid_size: int = 64
    resolution: float = 0.5
    max_range: float = 30.0
    samples_per_ray: int = 32


@dataclass
class FrameMeta:
    stamp_us: int
