UP_PEAK, DOWN_PEAK, LUNCH, INTERFLOOR = "up_peak", "down_peak", "lunch", "interfloor"


def classify_traffic(hour):
    if 7 <= hour < 10:
        return UP_PEAK
    if 11 <= hour < 14:
        return LUNCH
    if 16 <= hour < 19:
        return DOWN_PEAK
    return INTERFLOOR
