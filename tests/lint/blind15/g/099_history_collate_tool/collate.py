import numpy as np

PAD_ID = 0


def collate(histories, targets):
    max_len = max(len(h) for h in histories)
    ids = np.full((len(histories), max_len), PAD_ID, dtype=np.int32)
    for row, h in enumerate(histories):
        ids[row, : len(h)] = h
    return ids, np.asarray(targets, dtype=np.int32)
