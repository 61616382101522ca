import numpy as np

MAX_EVENTS = 32
N_FIELDS = 4


def collate(requests):
    feats = np.zeros((len(requests), MAX_EVENTS, N_FIELDS), np.float32)
    mask = np.zeros((len(requests), MAX_EVENTS), np.float32)
    for i, req in enumerate(requests):
        ev = np.asarray(req["events"], np.float32).reshape(-1, N_FIELDS)[:MAX_EVENTS]
        feats[i, :len(ev)] = ev
        mask[i, :len(ev)] = 1.0
    return feats, mask
