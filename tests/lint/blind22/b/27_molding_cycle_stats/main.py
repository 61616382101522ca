from runs import production_runs
from utils import cycle_capability

LSL, USL = 11.0, 13.0


def main():
    for run_id, buf, n_cycles in production_runs(seed=9):
        mu, sd, cpk = cycle_capability(buf, n_cycles, LSL, USL)
        print(run_id, n_cycles, float(mu), float(sd), float(cpk))


if __name__ == "__main__":
    main()
