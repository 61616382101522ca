import numpy as np


class Section:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.trains = {}
        self.next_id = 0

    def poll(self):
        if self.rng.uniform() < 0.6:
            self.trains[self.next_id] = {"pos_km": 0.0, "power_mw": float(self.rng.uniform(2, 6))}
            self.next_id += 1
        for t in self.trains.values():
            t["pos_km"] += float(self.rng.uniform(1, 3))
        self.trains = {k: v for k, v in self.trains.items() if v["pos_km"] < 12.0}
        return np.array([[t["pos_km"], t["power_mw"]] for t in self.trains.values()], np.float32).reshape(-1, 2)
