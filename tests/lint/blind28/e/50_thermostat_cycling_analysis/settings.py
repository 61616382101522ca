DEFAULTS = {
    "deadband": 1,        # K
    "min_run_minutes": 5,
    "gain": 0.5,
}

OVERRIDES_BY_BUILDING = {
    "clinic": {"deadband": 0.5},
    "warehouse": {"deadband": 2},
    "office": {},
}


def settings_for(building):
    s = dict(DEFAULTS)
    s.update(OVERRIDES_BY_BUILDING[building])
    return s
