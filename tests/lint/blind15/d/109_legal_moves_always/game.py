import numpy as np

N_MOVES = 9


class TicTacToe:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.board = np.zeros(N_MOVES, np.float32)

    def reset(self):
        self.board[:] = 0
        return self.observe()

    def observe(self):
        legal = self.board == 0
        return self.board.copy(), legal

    def play(self, move):
        self.board[move] = 1.0
        free = np.flatnonzero(self.board == 0)
        if free.size:
            self.board[self.rng.choice(free)] = -1.0
        return self.observe(), free.size <= 1
