import numpy as np
from scipy.integrate import solve_ivp

from dynamics import LorenzSystem


def main():
    for rho in (14.0, 28.0):
        system = LorenzSystem(rho=rho)
        sol = solve_ivp(system.rhs, (0.0, 0.05), [1.0, 1.0, 1.0], method="RK45", rtol=1e-4)
        print(f"rho={rho}: status={sol.status} nfev={sol.nfev} final={np.round(sol.y[:, -1], 4)}")


if __name__ == "__main__":
    main()
