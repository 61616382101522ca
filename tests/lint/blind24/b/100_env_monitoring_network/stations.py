import numpy as np


class Station:
    offset = None          # background offset, set when a site survey exists
    gain = 1.0

    def __init__(self, name, rng):
        self.name = name
        self.readings = rng.normal(0.09, 0.01, 24).astype(np.float32)   # uSv/h hourly


def network(rng):
    stations = [Station(n, rng) for n in ["north gate", "river", "school", "visitor centre", "ridge"]]
    stations[1].offset = np.full(24, 0.012, np.float32)   # river site: survey found radon progeny build-up
    stations[3].offset = np.full(24, 0.006, np.float32)
    return stations
