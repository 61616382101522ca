import numpy as np
from scipy.integrate import solve_ivp

from kinetics import brusselator


class BrusselatorRun:
    def __init__(self, n_cells=16, a=1.0, b=3.0):
        self.n_cells = n_cells
        self.a = a
        self.b = b
        self.n_evals = 0

    def rhs(self, t, y):
        self.n_evals += 1
        t = np.float32(t)
        y = np.asarray(y, dtype=np.float32)
        return np.asarray(brusselator(t, y, self.a, self.b), dtype=np.float64)

    def initial(self):
        x = np.linspace(0.0, 1.0, self.n_cells)
        y0 = np.empty(2 * self.n_cells)
        y0[0::2] = 1.0 + np.sin(2 * np.pi * x)
        y0[1::2] = 3.0
        return y0

    def solve(self, t_end):
        return solve_ivp(self.rhs, (0.0, t_end), self.initial(), method="RK45", rtol=1e-4)
