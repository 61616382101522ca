import numpy as np


class GaussianBudget:
    """Very small zCDP-style budget tracker for central DP aggregation."""

    def __init__(self, total_rho, rounds, sensitivity):
        self.total_rho = total_rho
        self.rounds = rounds
        self.sensitivity = sensitivity
        self.spent = 0.0

    def noise_std(self, rounds_left):
        rho_round = (self.total_rho - self.spent) / max(rounds_left, 1)
        return float(np.sqrt(self.sensitivity ** 2 / (2.0 * rho_round)))

    def spend(self, std):
        self.spent += self.sensitivity ** 2 / (2.0 * std ** 2)
