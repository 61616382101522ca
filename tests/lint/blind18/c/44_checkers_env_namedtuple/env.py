from typing import NamedTuple

import numpy as np


class GameState(NamedTuple):
    board: np.ndarray
    player: np.ndarray


class MiniCheckers:
    """A toy 6x6 draughts variant: pieces only step forward diagonally."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        board = np.zeros((6, 6), dtype=np.float32)
        board[:2, ::2] = 1.0
        board[4:, 1::2] = -1.0
        self.board = board
        self.player = np.float32(1.0)
        return GameState(self.board.copy(), np.array(self.player))

    def step(self, action):
        src = np.flatnonzero(self.board.reshape(-1) == self.player)
        if len(src):
            cell = src[action % len(src)]
            r, c = divmod(int(cell), 6)
            nr = r + int(self.player)
            nc = min(max(c + (1 if action % 2 else -1), 0), 5)
            if 0 <= nr < 6 and self.board[nr, nc] == 0:
                self.board[r, c] = 0.0
                self.board[nr, nc] = self.player
        self.player = np.float32(-self.player)
        return GameState(self.board.copy(), np.array(self.player))
