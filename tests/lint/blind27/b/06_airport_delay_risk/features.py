import numpy as np

AIRPORTS = ["KATL", "KORD", "KDFW", "KDEN", "KJFK", "KSEA"]
HAS_WIND_SENSOR = {"KATL", "KDEN", "KSEA"}


def load_airport_hour(code, rng):
    feats = {
        "arrivals": rng.poisson(30, 24).astype(np.float32),
        "visibility": rng.uniform(1, 10, 24).astype(np.float32),
    }
    if code in HAS_WIND_SENSOR:
        feats["crosswind"] = rng.uniform(0, 25, 24).astype(np.float32)
    return feats
