import numpy as np

STATIC_RATINGS = (1.2, 1.0, 0.8, 1.0, 0.9, 1.1, 0.7)


def dynamic_ratings(ambient_c, wind_ms):
    """IEEE-738-style scaling of conductor ratings with weather."""
    factor = np.sqrt(max(0.5, (75 - ambient_c) / 50.0)) * (1 + 0.05 * min(wind_ms, 6))
    return tuple(round(r * factor, 3) for r in STATIC_RATINGS)
