import numpy as np


def load_site(name, seed, has_snow):
    rng = np.random.default_rng(seed)
    days = 64
    air = -10.0 + 15.0 * np.sin(np.linspace(0, 2 * np.pi, days)) + rng.normal(0, 1.5, days)
    batch = {
        "air_temp": air.astype(np.float32),
        "ground_temp": (0.6 * air - 2.0).astype(np.float32),
    }
    if has_snow:
        batch["snow_depth"] = np.clip(rng.normal(0.3, 0.1, days), 0, None).astype(np.float32)
    return batch


SITES = [("Bayelva", 1, True), ("Kapp Linne", 2, False), ("Janssonhaugen", 3, True),
         ("Adventdalen", 4, False), ("Ny-Alesund", 5, True)]
