import numpy as np

MAX_PICKS = 16


class Event:
    def __init__(self, event_id, hypo):
        self.event_id = event_id
        self.hypo = np.asarray(hypo, np.float32)
        self.picks = []

    def add_pick(self, station_xyz, time):
        self.picks.append((np.asarray(station_xyz, np.float32), np.float32(time)))

    @property
    def pick_arrays(self):
        xyz = np.zeros((MAX_PICKS, 3), np.float32)
        t = np.zeros(MAX_PICKS, np.float32)
        w = np.zeros(MAX_PICKS, np.float32)
        for i, (s, tt) in enumerate(self.picks[:MAX_PICKS]):
            xyz[i], t[i], w[i] = s, tt, 1.0
        return xyz, t, w
