import json

DEFAULT_SECTORS = {
    "ZNY_34": {"lat": (40.2, 41.0), "lon": (-74.6, -73.4)},
    "ZDC_12": {"lat": (38.5, 39.5), "lon": (-77.5, -76.2)},
}

OVERRIDES = '{"ZBW_07": {"lat": [42.0, 42.9], "lon": [-71.8, -70.6]}}'


def load_sectors():
    sectors = dict(DEFAULT_SECTORS)
    sectors.update(json.loads(OVERRIDES))
    return sectors
