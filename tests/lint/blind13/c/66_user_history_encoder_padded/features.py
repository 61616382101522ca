import numpy as np

MAX_HISTORY = 20
PAD_ITEM = 0


class HistoryStore:
    """Most recent item ids each user clicked (newest last), left-padded to MAX_HISTORY."""

    def __init__(self):
        self._clicks = {}

    def record(self, user_id, item_id):
        self._clicks.setdefault(user_id, []).append(item_id)

    def recent(self, user_id):
        ids = self._clicks.get(user_id, [])[-MAX_HISTORY:]
        out = np.full(MAX_HISTORY, PAD_ITEM, dtype=np.int32)
        mask = np.zeros(MAX_HISTORY, dtype=bool)
        if ids:
            out[-len(ids):] = ids
            mask[-len(ids):] = True
        return out, mask
