import numpy as np

MAX_W = 40


def make_batch(lines):
    widths = np.array([l.shape[1] for l in lines])
    x = np.zeros((len(lines), lines[0].shape[0], MAX_W), np.float32)
    for i, l in enumerate(lines):
        x[i, :, :l.shape[1]] = l
    if (widths == MAX_W).all():
        mask = np.ones((len(lines), MAX_W))
    else:
        mask = np.arange(MAX_W)[None, :] < widths[:, None]
    return x, mask
