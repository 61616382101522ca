import numpy as np

STATION_IDS = ["06260", "06240", "06310", "06280", "06370", "06380"]


def reports_for_hour(rng):
    reporting = [sid for sid in STATION_IDS if rng.random() > 0.2]
    return {sid: np.float32(10.0 + rng.standard_normal()) for sid in reporting}
