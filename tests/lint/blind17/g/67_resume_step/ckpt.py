import numpy as np


class SnapshotStore:
    """Keeps model snapshots in memory as flat numpy records."""

    def __init__(self):
        self._snaps = {}

    def save(self, name, w, step):
        self._snaps[name] = {"w": np.asarray(w), "meta": np.array([step, w.shape[0]])}

    def restore(self, name):
        snap = self._snaps[name]
        step, _dim = snap["meta"]
        return snap["w"], step
