import numpy as np

NOMINAL = np.array([1.2, 1.0, 0.8, 1.0, 0.9, 1.1, 0.7], dtype=np.float32)


def weather_factor(ambient_c, wind_ms):
    return np.sqrt(max(0.5, (75 - ambient_c) / 50.0)) * (1 + 0.05 * min(wind_ms, 6))


def line_limits(ambient_c, wind_ms):
    return (NOMINAL * weather_factor(ambient_c, wind_ms)).astype(np.float32)
