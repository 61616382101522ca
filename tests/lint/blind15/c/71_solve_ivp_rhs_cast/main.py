import numpy as np
from scipy.integrate import solve_ivp

from model import brusselator

A_VALUES = [1.0, 1.5, 2.0]
B = 3.0


def rhs(t, y, a, b):
    return np.asarray(brusselator(np.float32(t), np.asarray(y, np.float32), np.float32(a), np.float32(b)))


if __name__ == "__main__":
    for a in A_VALUES:
        sol = solve_ivp(rhs, (0.0, 20.0), [1.5, 3.0], method="RK45", args=(a, B),
                        rtol=1e-6, atol=1e-8)
        print(f"a={a}: status {sol.status}, {sol.t.size} points, final {sol.y[:, -1]}")
