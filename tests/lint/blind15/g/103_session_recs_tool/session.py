import numpy as np


class SessionBuffer:
    """Keeps the most recent item ids a user interacted with."""

    def __init__(self, max_len=6):
        self.max_len = max_len
        self._items = []

    def push(self, item_id):
        self._items.append(int(item_id))
        self._items = self._items[-self.max_len:]

    @property
    def recent(self):
        return np.asarray(self._items, dtype=np.int32)
