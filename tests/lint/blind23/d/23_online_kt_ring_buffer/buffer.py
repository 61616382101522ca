import numpy as np


class InteractionBuffer:
    """Last `capacity` interactions for one student, oldest first."""

    def __init__(self, capacity):
        self.capacity = capacity
        self.skills = np.zeros(capacity, np.int32)
        self.correct = np.zeros(capacity, np.float32)
        self.valid = np.zeros(capacity, np.float32)

    def push(self, skill, correct):
        self.skills = np.roll(self.skills, -1); self.skills[-1] = skill
        self.correct = np.roll(self.correct, -1); self.correct[-1] = correct
        self.valid = np.roll(self.valid, -1); self.valid[-1] = 1.0

    def view(self):
        return self.skills, self.correct, self.valid
