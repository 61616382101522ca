import numpy as np

PAD = -1


class SessionBuffer:
    """Keeps the most recent item ids a user interacted with, left-padded to max_len."""

    def __init__(self, max_len=6):
        self.max_len = max_len
        self._items = []

    def push(self, item_id):
        self._items.append(int(item_id))
        self._items = self._items[-self.max_len:]

    def __len__(self):
        return len(self._items)

    @property
    def recent(self):
        out = np.full(self.max_len, PAD, dtype=np.int32)
        if self._items:
            out[-len(self._items):] = self._items
        return out
