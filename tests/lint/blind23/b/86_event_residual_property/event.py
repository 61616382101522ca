import numpy as np


class Event:
    def __init__(self, event_id, hypo):
        self.event_id = event_id
        self.hypo = np.asarray(hypo, np.float32)
        self.picks = []

    def add_pick(self, station_xyz, time):
        self.picks.append((np.asarray(station_xyz, np.float32), np.float32(time)))

    @property
    def pick_arrays(self):
        xyz = np.stack([p[0] for p in self.picks])
        t = np.array([p[1] for p in self.picks], np.float32)
        return xyz, t
