import numpy as np


def hourly_forecast(rng, day):
    if day % 4 == 2:
        # provider outage: fall back to the seasonal average
        return {"temp": 24.0, "rain": 0.0}
    return {"temp": (22 + 6 * np.sin(np.arange(24) / 24 * 2 * np.pi) + rng.normal(0, 1, 24)).astype(np.float32),
            "rain": (rng.random(24) < 0.1).astype(np.float32)}
