from collections import defaultdict

import numpy as np


def group_by_length(sentences, batch_size):
    """Group sentences of equal length so that no padding is wasted."""
    groups = defaultdict(list)
    for s in sentences:
        groups[len(s)].append(s)
    for length in sorted(groups):
        bucket = groups[length]
        for i in range(0, len(bucket) - batch_size + 1, batch_size):
            yield np.asarray(bucket[i:i + batch_size], dtype=np.int32)
