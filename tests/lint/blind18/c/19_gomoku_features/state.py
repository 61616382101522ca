import numpy as np

SIZE = 9


class GomokuState:
    def __init__(self):
        self.stones = np.zeros((SIZE, SIZE), dtype=np.float32)
        self.to_play = np.float32(1.0)
        self.last_move = None

    def play(self, r, c):
        self.stones[r, c] = self.to_play
        self.last_move = np.array([r, c], dtype=np.int32)
        self.to_play = np.float32(-self.to_play)

    def as_pytree(self):
        return {"stones": self.stones, "to_play": self.to_play, "last_move": self.last_move}
