import numpy as np


class TwoLinkArm:
    def __init__(self, home=(0, 0)):
        self.home = home

    def reset(self):
        self.q = np.array(self.home)
        self.qd = np.zeros(2)
        return self.q

    def step(self, tau, dt=0.02):
        self.qd = self.qd + dt * (tau - 0.1 * self.qd)
        self.q = self.q + dt * self.qd
        return self.q
