from dataclasses import dataclass

import jax


@jax.tree_util.register_dataclass
@dataclass
class SurfaceWind:
    direction_deg: object
    speed_kt: object
    gust_kt: object


def parse_metar_wind(group):
    # e.g. "27015G25KT", "24008KT"
    d, s = int(group[:3]), int(group[3:5])
    g = int(group[6:8]) if "G" in group else s * 1.0
    return SurfaceWind(direction_deg=d, speed_kt=s, gust_kt=g)
