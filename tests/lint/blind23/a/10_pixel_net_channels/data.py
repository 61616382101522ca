import numpy as np

CHANNELS = ("t2m", "msl", "tcwv", "sst")


def read_file(idx, n=32, npix=64):
    rng = np.random.default_rng(idx)
    available = CHANNELS if idx % 3 else CHANNELS[:3]
    return {c: rng.normal(size=(n, npix)).astype(np.float32) for c in available}, rng.normal(size=(n, npix)).astype(np.float32)


def to_batch(fields, target):
    n, npix = target.shape
    x = np.zeros((n, npix, len(CHANNELS)), np.float32)
    mask = np.zeros(len(CHANNELS), np.float32)
    for i, c in enumerate(CHANNELS):
        if c in fields:
            x[..., i] = fields[c]
            mask[i] = 1.0
    return {"x": x, "mask": mask, "y": target}
