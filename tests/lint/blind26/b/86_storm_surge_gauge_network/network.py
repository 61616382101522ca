class GaugeNetwork:
    def __init__(self):
        self._gauges = {"Battery": 0, "Sandy Hook": 1, "Bergen Pt": 2, "Kings Pt": 3, "Montauk": 4}

    @property
    def names(self):
        return tuple(sorted(self._gauges, key=self._gauges.get))
