from dataclasses import dataclass


@dataclass(frozen=True)
class TargetGrid:
    crs: str
    height: int
    width: int
    resolution: float


def utm_grid(zone, size=64, resolution=10.0):
    return TargetGrid(crs=f"EPSG:326{zone:02d}", height=size, width=size, resolution=resolution)
