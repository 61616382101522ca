import numpy as np

ALL_STATIONS = [f"st{i:02d}" for i in range(12)]


def station_status(rng):
    status = {}
    for sid in ALL_STATIONS:
        if rng.random() < 0.15:
            continue
        status[sid] = np.float32(rng.integers(0, 20))
    return status
