import itertools

import numpy as np

PAD_ID = 0


def token_windows(token_ids, window):
    it = iter(token_ids)
    while True:
        chunk = list(itertools.islice(it, window))
        if not chunk:
            return
        ids = np.full(window, PAD_ID, np.int32)
        ids[: len(chunk)] = chunk
        yield ids, len(chunk)
