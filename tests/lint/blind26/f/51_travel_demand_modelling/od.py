import numpy as np

CITY_ZONES = {"metro_a": 18, "metro_b": 25, "metro_c": 18, "metro_d": 30}

def load_od(city):
    n = CITY_ZONES[city]
    rng = np.random.default_rng(n)
    xy = rng.uniform(0, 30, (n, 2))
    cost = (np.linalg.norm(xy[:, None] - xy[None], axis=-1) + 1.0).astype(np.float32)
    trips = rng.poisson(200 * np.exp(-0.12 * cost)).astype(np.float32)
    return trips, cost
