import numpy as np

from aggregate import net_flow


def daily_trips(rng, n_trips=500, active_stations=60):
    k = int(rng.integers(active_stations - 8, active_stations))
    return rng.integers(0, k, (n_trips, 2))


def main():
    rng = np.random.default_rng(17)
    for day in range(7):
        flow = np.asarray(net_flow(daily_trips(rng)))
        print(day, len(flow), int(flow.min()), int(flow.max()))


if __name__ == "__main__":
    main()
