import numpy as np

from model import CONTEXT_TURNS, TURN_LEN


class ContextWindow:
    def __init__(self):
        self.turns = np.zeros((CONTEXT_TURNS, TURN_LEN), np.int32)
        self.present = np.zeros(CONTEXT_TURNS, bool)

    def add(self, turn):
        self.turns = np.roll(self.turns, -1, axis=0)
        self.present = np.roll(self.present, -1)
        self.turns[-1] = turn
        self.present[-1] = True
