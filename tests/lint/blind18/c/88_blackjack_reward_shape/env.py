import numpy as np


class SimpleBlackjack:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def draw(self):
        return min(int(self.rng.integers(1, 14)), 10)

    def reset(self):
        self.player = self.draw() + self.draw()
        self.dealer = self.draw()
        return self.obs()

    def obs(self):
        return np.array([self.player / 21.0, self.dealer / 10.0], np.float32)

    def settle(self):
        while self.dealer < 17:
            self.dealer += self.draw()
        if self.player > 21:
            return np.array([-1.0], np.float32)
        if self.dealer > 21 or self.player > self.dealer:
            return np.array([1.0], np.float32)
        return np.array([0.0 if self.player == self.dealer else -1.0], np.float32)

    def step(self, hit):
        if hit:
            self.player += self.draw()
            if self.player <= 21:
                return self.obs(), np.float32(0.0), False
        return self.obs(), self.settle(), True
