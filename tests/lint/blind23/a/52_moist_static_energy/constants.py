DEFAULTS = {"g": 9.81, "cp": 1004, "rd": 287, "lv": 2.5e6}


def load_constants(overrides=None):
    c = dict(DEFAULTS)
    if overrides:
        c.update(overrides)
    return c
