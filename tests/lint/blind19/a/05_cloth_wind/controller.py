import math


class SubstepController:
    """Picks a substep count per frame from the current wind gust strength."""

    def __init__(self, base=4, per_unit=2, max_substeps=32):
        self.base = base
        self.per_unit = per_unit
        self.max_substeps = max_substeps

    def substeps(self, gust):
        n = self.base + self.per_unit * math.ceil(abs(gust))
        return min(n, self.max_substeps)
