import numpy as np


def compact_codes(values, vocab):
    """Map raw category strings to integer codes as int32."""
    lookup = {v: i for i, v in enumerate(vocab)}
    codes = np.fromiter((lookup.get(v, 0) for v in values), dtype=np.int64, count=len(values))
    return codes.astype(np.int32)
