import numpy as np

MAX_HISTORY = 20


class HistoryStore:
    """Most recent item ids each user clicked (newest last)."""

    def __init__(self):
        self._clicks = {}

    def record(self, user_id, item_id):
        self._clicks.setdefault(user_id, []).append(item_id)

    def recent(self, user_id):
        return np.asarray(self._clicks.get(user_id, [])[-MAX_HISTORY:], dtype=np.int32)
