import numpy as np

ALL_SENSORS = ["temp_a", "temp_b", "pressure", "vibration_x", "vibration_y", "current"]


def shift_stream(seed, n_shifts=5, ticks=20):
    rng = np.random.default_rng(seed)
    for shift in range(n_shifts):
        offline = {ALL_SENSORS[(shift * 2) % len(ALL_SENSORS)]} if shift % 2 else set()
        if shift == 4:
            offline |= {"current", "temp_b"}
        online = np.array([s not in offline for s in ALL_SENSORS])
        block = rng.normal(size=(ticks, len(ALL_SENSORS))).astype(np.float32)
        block[:, ~online] = 0.0
        yield shift, online, block
