class TemperatureSchedule:
    """Geometric cooling of the distillation temperature, floored at 1."""

    def __init__(self, start=4, decay=0.8, floor=1):
        self.value = start
        self.decay = decay
        self.floor = floor

    def step(self):
        self.value = max(self.floor, self.value * self.decay)
        return self.value
