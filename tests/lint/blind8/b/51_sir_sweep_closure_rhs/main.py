from epidemics import make_sir_rhs
from integrators import simulate

SCENARIOS = {
    "baseline": (0.30, 0.10),
    "distancing": (0.18, 0.10),
    "lockdown": (0.10, 0.10),
    "vaccination": (0.30, 0.25),
}


def main():
    y0 = [0.99, 0.01, 0.0]
    for name, (beta, gamma) in SCENARIOS.items():
        traj = simulate(make_sir_rhs(beta, gamma), y0, None, dt=1.0, n_steps=4)
        print(f"{name:11s} R0={beta / gamma:.1f} infected after 4 days: {traj[-1, 1]:.4f}")


if __name__ == "__main__":
    main()
