import numpy as np


class GaugeSource:
    name = "gauge"

    def read(self, rng, shape):
        tenths_mm = rng.gamma(0.6, 40.0, size=shape)
        return np.round(tenths_mm).astype(np.int16), 0.1


class SatelliteSource:
    name = "satellite"

    def read(self, rng, shape):
        return rng.gamma(0.6, 4.0, size=shape).astype(np.float32), 1.0


SOURCES = [GaugeSource(), SatelliteSource()]
