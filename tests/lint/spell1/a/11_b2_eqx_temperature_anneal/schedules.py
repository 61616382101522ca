import numpy as np


class ExponentialAnneal:
    def __init__(self, start, end, decay_episodes):
        self.start, self.end, self.decay_episodes = start, end, decay_episodes

    def temperature(self, episode):
        frac = min(episode / self.decay_episodes, 1.0)
        return float(self.start * (self.end / self.start) ** frac)
