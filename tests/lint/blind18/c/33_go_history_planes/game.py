import numpy as np

HISTORY = 4


class GoGame:
    def __init__(self, size=7):
        self.size = size
        self.board = np.zeros((size, size), dtype=np.float32)
        self.history = [self.board.copy()]
        self.to_play = 1.0

    def play(self, r, c):
        self.board[r, c] = self.to_play
        self.to_play = -self.to_play
        self.history.append(self.board.copy())

    @property
    def history_planes(self):
        """Most recent positions, newest last, as a (T, size, size) stack."""
        return np.stack(self.history[-HISTORY:])
