import numpy as np


def sliding_windows(scene, win=16, stride=16):
    """All full windows of a scene, stacked as a batch."""
    _, h, w = scene.shape
    out = [scene[:, r:r + win, c:c + win]
           for r in range(0, h - win + 1, stride)
           for c in range(0, w - win + 1, stride)]
    return np.stack(out)


def chunks(batch, size=8):
    """Equal-size chunks; the last one is padded with zeros and a count of real rows."""
    for start in range(0, len(batch), size):
        part = batch[start:start + size]
        n = len(part)
        if n < size:
            part = np.concatenate([part, np.zeros((size - n,) + part.shape[1:], part.dtype)])
        yield part, n
