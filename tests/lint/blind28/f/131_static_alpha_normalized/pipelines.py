LIVE_SETTINGS = {"alpha": 1}
OFFLINE_SETTINGS = {"alpha": 1.0}


def smoothing_alpha(settings):
    return float(settings.get("alpha", 0.5))
