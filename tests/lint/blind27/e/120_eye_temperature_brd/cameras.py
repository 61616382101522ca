import numpy as np


def eye_temperature_frames(seed=120):
    """Infrared eye temperature frames for BRD screening at the feeder.

    Pen A camera exports 8-bit grey levels; pen B's radiometric camera exports 16-bit counts.
    """
    rng = np.random.default_rng(seed)
    for i in range(8):
        if i % 2 == 0:
            yield "A", rng.integers(0, 256, size=(10, 12, 12), dtype=np.uint8), 255.0
        else:
            yield "B", rng.integers(0, 65536, size=(10, 12, 12), dtype=np.uint16), 65535.0
