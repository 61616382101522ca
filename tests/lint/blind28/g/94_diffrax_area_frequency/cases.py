BASE = {"H": 5.0, "D": 1.0, "R": 0.05, "Tg": 0.5}


def case_args(step_mw, agc_gain=None):
    args = dict(BASE, step_mw=step_mw)
    if agc_gain is not None:
        args["Ki"] = agc_gain
    return args
