import numpy as np


def synth_capture(kind, h, w, rng):
    if kind == "ldr":
        return rng.integers(0, 256, size=(h, w, 3), dtype=np.uint8)
    return rng.uniform(0.0, 4.0, size=(h, w, 3)).astype(np.float32)


def load_view(record, rng):
    img = synth_capture(record["kind"], 8, 8, rng)
    exposure = 255.0 if record["kind"] == "ldr" else 1.0
    return img, np.float32(exposure)
