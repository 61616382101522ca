BASE = {"threshold": 0.5, "min_duration": 20}

GRID = [
    {"threshold": 0.5},
    {"threshold": 0.6},
    {"threshold": 0.7, "min_duration": 40},
    {"min_duration": 40},
]


def settings_for(overrides):
    s = dict(BASE)
    s.update(overrides)
    return s
