import numpy as np


class SectionRoster:
    """Abilities for a course section with a seat limit."""

    def __init__(self, seats, seed=0):
        self.seats = seats
        self.rng = np.random.default_rng(seed)
        self.ability = np.zeros(seats, np.float32)
        self.enrolled = np.zeros(seats, bool)
        self.count = 0

    def enroll(self, n):
        n = min(n, self.seats - self.count)
        self.ability[self.count:self.count + n] = self.rng.normal(0, 1, n)
        self.enrolled[self.count:self.count + n] = True
        self.count += n
