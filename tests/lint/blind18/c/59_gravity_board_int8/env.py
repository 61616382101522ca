import numpy as np


class GravityTicTacToe:
    """4x4 board, pieces drop to the lowest empty cell of a column."""

    def __init__(self):
        self.board = np.zeros((4, 4), dtype=np.int8)
        self.player = 1

    def legal_columns(self):
        return [c for c in range(4) if self.board[0, c] == 0]

    def step(self, col):
        row = max(r for r in range(4) if self.board[r, col] == 0)
        delta = np.zeros(self.board.shape, dtype=int)
        delta[row, col] = self.player
        self.board = self.board + delta
        self.player = -self.player
