class PenaltySchedule:
    """Boundary penalty that starts high and is relaxed once the interior fits."""

    def __init__(self, initial=100, decay=0.5, hold=2, floor=1.0):
        self.value = float(initial)
        self.decay = decay
        self.hold = hold
        self.floor = floor

    def step(self, epoch):
        if epoch >= self.hold:
            self.value = max(self.value * self.decay, self.floor)
        return self.value
