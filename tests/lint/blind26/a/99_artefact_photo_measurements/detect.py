import numpy as np


def find_bbox(img, thresh=0.6):
    ys, xs = np.nonzero(img > thresh)
    return (int(ys.min()), int(ys.max()) + 1, int(xs.min()), int(xs.max()) + 1)
