from dataclasses import dataclass


@dataclass(frozen=True)
class ReliefSettings:
    radius: int = 4
    clip: float = 2.0


def settings_for(tile_meta):
    return ReliefSettings(radius=tile_meta.get("radius", 4), clip=tile_meta.get("clip", 2.0))
