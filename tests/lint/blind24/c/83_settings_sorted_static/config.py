DEFAULTS = {"weekly_cap": 48, "min_staff": 3, "overtime_after": 40}


def merged(overrides):
    cfg = dict(overrides)
    for k, v in DEFAULTS.items():
        cfg.setdefault(k, v)
    return tuple(sorted(cfg.items()))
