DEFAULTS = {"use_radar": True, "radar_weight": 0.4}

# overrides for the rainy-weather profile, written by the calibration team
RAIN_PROFILE = {"use_radar": 1, "radar_weight": 0.7}


def profile_for(weather):
    return RAIN_PROFILE if weather == "rain" else DEFAULTS
