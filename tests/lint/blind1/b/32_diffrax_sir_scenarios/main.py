from epi import simulate

SCENARIOS = {
    "baseline": (0.30, 0.10, 1e-3),
    "distancing": (0.18, 0.10, 1e-3),
    "lockdown": (0.12, 0.10, 1e-3),
    "late detection": (0.30, 0.10, 1e-2),
}


def main():
    for name, (beta, gamma, i0) in SCENARIOS.items():
        ys = simulate(beta, gamma, i0)
        peak = float(ys[:, 1].max())
        print(f"{name:>15}: peak infected={peak:.3f} final recovered={float(ys[-1, 2]):.3f}")


if __name__ == "__main__":
    main()
