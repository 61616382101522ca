import io

import numpy as np


def load_bubble_counts(text, layout):
    arr = np.loadtxt(io.StringIO(text), ndmin=2)
    if layout == "grid":
        arr = arr.T
    return np.ravel(arr).astype(np.float32)


def export_text(counts, layout):
    if layout == "grid":
        return "\n".join(" ".join(str(int(c)) for c in counts[i::4]) for i in range(4))
    return "\n".join(str(int(c)) for c in counts)
