from collections import defaultdict

import numpy as np

BOUNDARIES = (8, 12)


def bucket_width(length, boundaries=BOUNDARIES):
    for b in boundaries:
        if length <= b:
            return b
    return boundaries[-1]


def group_by_length(sentences, batch_size, boundaries=BOUNDARIES):
    """Group sentences into a few length buckets and pad to the bucket width."""
    groups = defaultdict(list)
    for s in sentences:
        groups[bucket_width(len(s), boundaries)].append(s[:boundaries[-1]])
    for width in sorted(groups):
        bucket = groups[width]
        for i in range(0, len(bucket) - batch_size + 1, batch_size):
            batch = np.zeros((batch_size, width), dtype=np.int32)
            for row, s in enumerate(bucket[i:i + batch_size]):
                batch[row, :len(s)] = s
            yield batch
