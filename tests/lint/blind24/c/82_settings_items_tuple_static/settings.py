DEFAULTS = {"min_rest_hours": 11, "max_consecutive": 6, "night_penalty": 2}


def base_settings():
    return dict(DEFAULTS)


def site_settings(overrides):
    s = dict(overrides)
    for k, v in DEFAULTS.items():
        s.setdefault(k, v)
    return s


def as_static(settings):
    return tuple(settings.items())
