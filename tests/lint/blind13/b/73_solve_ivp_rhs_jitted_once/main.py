import numpy as np
from scipy.integrate import solve_ivp

from rhs import DiscretisedCable


def main():
    cable = DiscretisedCable()
    x = np.linspace(0, 1, cable.n)
    u0 = np.exp(-40 * (x - 0.5) ** 2)
    sol = solve_ivp(cable, (0.0, 0.05), u0, method="BDF", jac=cable.jacobian, rtol=1e-4)
    print(f"nfev={sol.nfev}, njev={sol.njev}, steps={len(sol.t)}, peak {sol.y[:, -1].max():.4f}")


if __name__ == "__main__":
    main()
