import numpy as np

PULLOUT_SCHEDULE = {0: 6, 3: 4, 6: 5, 10: -5}


class Fleet:
    def __init__(self, route_km=24.0):
        self.route_km = route_km
        self.positions = np.zeros(0, np.float32)

    def apply_pullouts(self, tick):
        change = PULLOUT_SCHEDULE.get(tick, 0)
        if change > 0:
            start = np.linspace(0, self.route_km, change, endpoint=False).astype(np.float32)
            self.positions = np.concatenate([self.positions, start])
        elif change < 0:
            self.positions = self.positions[:change]
