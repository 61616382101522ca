from integrator import run_nve
from systems import MOLECULES, build_system


def main():
    for name in MOLECULES:
        pos, vel, masses = build_system(name)
        pos, vel, ke = run_nve(pos, vel, masses, 0.001)
        print(f"{name:10s} KE_max={float(ke.max()):.4f}")


if __name__ == "__main__":
    main()
