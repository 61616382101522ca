import numpy as np


def bars():
    """Yield (pitch, onset_sec, dur_sec) notes for each bar of a short phrase."""
    phrase = [
        [(60, 0.0, 0.4), (64, 0.5, 0.4)],
        [(62, 0.0, 0.2), (65, 0.25, 0.2), (69, 0.5, 0.2), (72, 0.75, 0.2)],
        [(60, 0.0, 0.9)],
        [(67, 0.0, 0.3), (71, 0.33, 0.3), (74, 0.66, 0.3)],
        [(60, 0.0, 0.4), (64, 0.5, 0.4)],
    ]
    yield from phrase


def to_arrays(notes):
    arr = np.asarray(notes, dtype=np.float32)
    return arr[:, 0], arr[:, 1], arr[:, 2]
