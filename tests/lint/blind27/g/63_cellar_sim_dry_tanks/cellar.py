import numpy as np

from sim import ferment_hour


class Cellar:
    def __init__(self, sugar, yeast, temp):
        self.sugar = np.asarray(sugar, np.float32)
        self.yeast = np.asarray(yeast, np.float32)
        self.temp = np.asarray(temp, np.float32)
        self.dry_at = np.full(len(sugar), -1)

    def advance(self, hour):
        active = np.flatnonzero(self.dry_at < 0)
        if active.size == 0:
            return
        s, y = ferment_hour(self.sugar[active], self.yeast[active], self.temp[active])
        self.sugar[active] = np.asarray(s)
        self.yeast[active] = np.asarray(y)
        newly_dry = active[self.sugar[active] < 2.0]
        self.dry_at[newly_dry] = hour
