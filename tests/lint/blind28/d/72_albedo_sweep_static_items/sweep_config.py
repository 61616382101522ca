BASE = {"albedo_ice": 0.65, "albedo_snow": 0.85, "albedo_pond": 0.25, "i0": 0.17}

GRID = [
    {"albedo_ice": 0.60},
    {"albedo_ice": 0.65},
    {"albedo_ice": 0.70},
    {"albedo_pond": 0.20},
    {"albedo_pond": 0.30},
]


def trial_settings(override):
    cfg = dict(BASE)
    cfg.update(override)
    return tuple(sorted(cfg.items()))
