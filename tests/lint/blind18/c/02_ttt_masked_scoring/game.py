import numpy as np

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6),
         (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


class TicTacToe:
    def __init__(self):
        self.board = np.zeros(9, dtype=np.float32)
        self.player = 1.0

    def legal_moves(self):
        return [i for i in range(9) if self.board[i] == 0]

    def children(self):
        """Board after each of the 9 moves; rows for occupied cells are masked."""
        legal = self.board == 0
        out = np.repeat(self.board[None, :], 9, axis=0)
        for m in np.flatnonzero(legal):
            out[m, m] = self.player
        return legal, out

    def play(self, move):
        self.board[move] = self.player
        self.player = -self.player

    def winner(self):
        for a, b, c in LINES:
            s = self.board[a] + self.board[b] + self.board[c]
            if abs(s) == 3:
                return np.sign(s)
        return 0.0
