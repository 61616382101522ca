import numpy as np

HOURS = 24
SEASONAL_TEMP = 24.0


def hourly_forecast(rng, day):
    if day % 4 == 2:
        return {"temp": np.full(HOURS, SEASONAL_TEMP, np.float32),
                "wind": np.zeros(HOURS, np.float32)}
    return {"temp": (22 + 6 * np.sin(np.arange(HOURS) / HOURS * 2 * np.pi) + rng.normal(0, 1, HOURS)).astype(np.float32),
            "wind": rng.gamma(2.0, 3.0, HOURS).astype(np.float32)}
