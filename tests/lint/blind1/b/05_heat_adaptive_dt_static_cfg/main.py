from solver import HeatSolver1D


def main():
    solver = HeatSolver1D(n=64, dt=1e-4)
    for it in range(6):
        change = solver.step()
        print(f"it={it} t={solver.t:.5f} dt={solver.cfg.dt:.2e} max|du|={change:.4f}")


if __name__ == "__main__":
    main()
