class RampSchedule:
    """Linearly shifts traffic weight from the incumbent to the candidate model."""

    def __init__(self, ramp_steps):
        self.ramp_steps = ramp_steps

    def weight(self, step):
        return min(1, step / self.ramp_steps)
