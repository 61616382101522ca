import numpy as np

from recharge import recharge_oscillator


class Member:
    def __init__(self, idx, coupling, damping):
        self.idx = idx
        self.coupling = coupling
        self.damping = damping
        self.state = np.array([0.5, 0.0], np.float32)
        self.rng = np.random.default_rng(idx)

    def run_season(self, n_months=12, dt=0.1):
        noise = self.rng.normal(0, 0.2, n_months * 10).astype(np.float32)
        self.state, sst = recharge_oscillator(self.state, noise, self.coupling, self.damping, dt)
        return np.asarray(sst[::10])
