import numpy as np

MAX_VEHICLES = 16
PULLOUTS = {0: 6, 3: 4, 6: 5, 10: -5}


class Depot:
    def __init__(self, route_km=24.0):
        self.route_km = route_km
        self.positions = np.zeros(MAX_VEHICLES, np.float32)
        self.active = np.zeros(MAX_VEHICLES, bool)

    def apply_pullouts(self, tick):
        change = PULLOUTS.get(tick, 0)
        if change > 0:
            free = np.flatnonzero(~self.active)[:change]
            self.positions[free] = np.linspace(0, self.route_km, len(free), endpoint=False)
            self.active[free] = True
        elif change < 0:
            busy = np.flatnonzero(self.active)[change:]
            self.active[busy] = False
