import numpy as np


def read_frame(camera, rng):
    """Infrared udder images for clinical mastitis screening (32x32 crops)."""
    if camera == "fixed_rotary":
        # rotary parlour camera delivers 8-bit radiometric frames
        return rng.integers(90, 200, (8, 32, 32), dtype=np.uint8)
    raw = rng.uniform(30.0, 40.0, (8, 32, 32))
    return ((raw - 30.0) / 10.0 * 255.0).astype(np.float32)
