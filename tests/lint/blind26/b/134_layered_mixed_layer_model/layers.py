import numpy as np

N_LAYERS = 6


def collapse_thin(h, t, min_thickness=2.0):
    """Fold thin layers into the layer above; the emptied slot keeps zero thickness."""
    h, t = np.array(h), np.array(t)
    for k in range(1, N_LAYERS):
        if 0 < h[k] < min_thickness:
            tot = h[k - 1] + h[k]
            t[k - 1] = (h[k - 1] * t[k - 1] + h[k] * t[k]) / tot
            h[k - 1], h[k] = tot, 0.0
    return h.astype(np.float32), t.astype(np.float32)
