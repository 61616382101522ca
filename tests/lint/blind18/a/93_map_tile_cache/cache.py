from collections import OrderedDict

import numpy as np


class TileCache:
    """Small LRU of decoded tiles; stored at half precision to fit more tiles in memory."""

    def __init__(self, capacity=8):
        self.capacity = capacity
        self._store = OrderedDict()

    def get(self, key, loader):
        if key in self._store:
            self._store.move_to_end(key)
            return self._store[key].astype(np.float32)
        tile = loader(key)
        self._store[key] = tile.astype(np.float16)
        if len(self._store) > self.capacity:
            self._store.popitem(last=False)
        return tile
