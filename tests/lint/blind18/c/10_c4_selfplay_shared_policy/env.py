import numpy as np

ROWS, COLS = 6, 7


class ConnectFour:
    def __init__(self):
        self.board = np.zeros((ROWS, COLS), dtype=np.float32)
        self.heights = np.zeros(COLS, dtype=np.int32)
        self.to_move = 1.0

    def legal(self):
        return self.heights < ROWS

    def step(self, col):
        row = ROWS - 1 - self.heights[col]
        self.board[row, col] = self.to_move
        self.heights[col] += 1
        self.to_move = -self.to_move

    def observation(self):
        return (self.board * self.to_move)[None]
