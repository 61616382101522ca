from dataclasses import dataclass, replace


@dataclass(frozen=True)
class RaycastConfig:
    grid_size: int = 64
    resolution: float = 0.5
    max_range: float = 30.0
    samples_per_ray: int = 32
    stamp_us: int = 0

    def for_frame(self, stamp_us):
        return replace(self, stamp_us=stamp_us)
