import numpy as np


def decode_stream(num_frames, drop_every=4, size=(12, 12), seed=0):
    """Simulated decoder: uint8 frames, some lost in transit and concealed."""
    rng = np.random.default_rng(seed)
    prev = None
    for i in range(num_frames):
        frame = rng.integers(0, 256, size=size + (3,), dtype=np.uint8)
        if prev is not None and i % drop_every == 0:
            nxt = rng.integers(0, 256, size=size + (3,), dtype=np.uint8)
            blended = (prev.astype(np.float32) + nxt.astype(np.float32)) / 2
            frame = np.round(blended).astype(np.uint8)
        prev = frame
        yield i, frame
