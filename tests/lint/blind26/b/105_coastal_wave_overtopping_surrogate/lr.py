import numpy as np


class ExpDecayAfterPlateau:
    def __init__(self, base, plateau_steps, rate):
        self.base, self.plateau_steps, self.rate = base, plateau_steps, rate

    def __call__(self, step):
        if step < self.plateau_steps:
            return self.base  # constant plateau
        return self.base * np.exp(-self.rate * (step - self.plateau_steps))
