import numpy as np

WIDTH = 8


def collate(token_lists):
    ids = np.zeros((len(token_lists), WIDTH), dtype=np.int32)
    lengths = np.array([min(len(t), WIDTH) for t in token_lists])
    for i, t in enumerate(token_lists):
        ids[i, :lengths[i]] = t[:WIDTH]
    if (lengths == WIDTH).all():
        return ids, None
    mask = (np.arange(WIDTH)[None, :] < lengths[:, None]).astype(np.float32)
    return ids, mask
