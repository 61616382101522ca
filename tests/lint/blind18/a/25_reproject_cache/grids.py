from dataclasses import dataclass


@dataclass(eq=False)
class TargetGrid:
    crs: str
    height: int
    width: int
    resolution: float

    def __hash__(self):
        return id(self)


def utm_grid(zone, size=64, resolution=10.0):
    return TargetGrid(crs=f"EPSG:326{zone:02d}", height=size, width=size, resolution=resolution)
