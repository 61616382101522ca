class HorizonCurriculum:
    """Start with short episodes and lengthen them as training progresses."""

    def __init__(self, start=10, increment=5, maximum=60):
        self.start, self.increment, self.maximum = start, increment, maximum
        self.iteration = 0

    @property
    def horizon(self):
        return min(self.maximum, self.start + self.increment * self.iteration)

    def advance(self):
        self.iteration += 1
