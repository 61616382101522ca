import numpy as np


def phone_upload(num_frames, seed=0):
    """Frames from a phone recording; the user turns the phone partway through."""
    rng = np.random.default_rng(seed)
    for i in range(num_frames):
        landscape = i >= num_frames // 2
        shape = (18, 32, 3) if landscape else (32, 18, 3)
        meta = {"rotation": 90 if landscape else 0}
        yield rng.random(shape, dtype=np.float32), meta


def to_portrait(frame, meta):
    if meta["rotation"] == 90:
        return np.ascontiguousarray(np.rot90(frame, k=-1))
    return frame
