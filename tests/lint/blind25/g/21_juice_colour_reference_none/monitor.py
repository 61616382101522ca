from colour import colour_drift


class LineMonitor:
    """Tracks CIELAB colour of orange juice against the first batch after start-up."""

    def __init__(self, limit=2.0):
        self.reference = None
        self.limit = limit
        self.alarms = 0

    def observe(self, lab):
        self.reference, de = colour_drift(lab, self.reference)
        if float(de) > self.limit:
            self.alarms += 1
        return float(de)
