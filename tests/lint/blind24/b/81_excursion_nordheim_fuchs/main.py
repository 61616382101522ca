from excursion import nordheim_fuchs

# reactivity insertions (above prompt critical) and how long each transient is followed
EVENTS = [(0.0020, 0.15), (0.0030, 0.10), (0.0050, 0.05), (0.0040, 0.30)]


def main():
    for rho0, t_end in EVENTS:
        energy, temp, trace = nordheim_fuchs(rho0, t_end)
        print(f"rho={rho0:.4f}, {t_end:.2f} s: energy {float(energy):.3e} J, peak power {float(trace.max()):.3e} W")


if __name__ == "__main__":
    main()
