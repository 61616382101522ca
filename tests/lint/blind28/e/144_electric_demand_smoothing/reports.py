from filters import rolling_mean


def smoothed_power(kw):
    return rolling_mean(kw)


def smoothed_power_explicit(kw, cfg):
    return rolling_mean(kw, window=cfg["smoothing_window"])
