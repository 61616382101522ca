import numpy as np

from geometry import polygon_area_ha

REGISTRY = {"home_paddock": 12.4, "long_acre": 8.9}
DIGITIZED = {
    "river_strip": np.array([[0, 0], [420, 0], [430, 180], [0, 170]], float),
    "top_field": np.array([[0, 0], [300, 10], [310, 320], [5, 300]], float),
}


def field_area(name):
    if name in REGISTRY:
        return REGISTRY[name]
    return float(polygon_area_ha(DIGITIZED[name]))
