import numpy as np

from simulator import GateSimulator


def main():
    rng = np.random.default_rng(0)
    for day in range(5):
        sim = GateSimulator(lanes=8, service_min=4.0)
        arrivals = rng.poisson(90, 24).astype(np.float32)
        plan = np.where(np.arange(24) < 6, 4.0, 7.0).astype(np.float32)
        print(day, f"max wait {sim.run_day(arrivals, plan):.0f} min")


if __name__ == "__main__":
    main()
