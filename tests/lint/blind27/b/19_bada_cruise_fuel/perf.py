class AircraftPerformance:
    """Simplified BADA-style drag polar and fuel coefficients."""

    def __init__(self, icao, cd0, k, cf1, mass):
        self.icao = icao
        self.cd0 = cd0
        self.k = k
        self.cf1 = cf1
        self.mass = mass


TYPES = {
    "A320": dict(cd0=0.024, k=0.0375, cf1=0.94, mass=64000.0),
    "B738": dict(cd0=0.025, k=0.0380, cf1=0.70, mass=66000.0),
}


def perf_for(icao):
    return AircraftPerformance(icao, **TYPES[icao])
