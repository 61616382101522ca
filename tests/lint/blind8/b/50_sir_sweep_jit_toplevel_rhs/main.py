import numpy as np

from epidemics import sir_rhs
from integrators import simulate

SCENARIOS = {
    "baseline": (0.30, 0.10),
    "distancing": (0.18, 0.10),
    "lockdown": (0.10, 0.10),
}


def main():
    y0 = [0.99, 0.01, 0.0]
    for name, (beta, gamma) in SCENARIOS.items():
        traj = simulate(sir_rhs, y0, np.array([beta, gamma], np.float32), dt=1.0, n_steps=4)
        print(f"{name:10s} R0={beta / gamma:.1f} infected after 4 days: {traj[-1, 1]:.4f}")


if __name__ == "__main__":
    main()
