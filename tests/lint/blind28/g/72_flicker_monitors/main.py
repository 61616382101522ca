import numpy as np

from monitor import FlickerMonitor

MONITORS = {name: FlickerMonitor() for name in ["arc_furnace_bus", "wind_farm_pcc"]}


def main():
    rng = np.random.default_rng(131)
    for minute in range(5):
        for name, mon in MONITORS.items():
            v = (1.0 + 0.01 * rng.standard_normal(3200)).astype(np.float32)
            mon.ingest(v)
    for name, mon in MONITORS.items():
        print(name, np.round(mon.history, 3))


if __name__ == "__main__":
    main()
