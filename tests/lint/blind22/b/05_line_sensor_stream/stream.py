import numpy as np

ALL_SENSORS = ["temp_a", "temp_b", "pressure", "vibration_x", "vibration_y", "current"]


def shift_stream(seed, n_shifts=5, ticks=20):
    rng = np.random.default_rng(seed)
    for shift in range(n_shifts):
        offline = {ALL_SENSORS[(shift * 2) % len(ALL_SENSORS)]} if shift % 2 else set()
        if shift == 4:
            offline |= {"current", "temp_b"}
        active = [s for s in ALL_SENSORS if s not in offline]
        block = rng.normal(size=(ticks, len(active))).astype(np.float32)
        yield shift, active, block
