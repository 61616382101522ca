import numpy as np

from monitor import MachineMonitor


def main():
    rng = np.random.default_rng(7)
    monitors = [MachineMonitor(f"cnc-{i}") for i in range(3)]
    for cycle in range(5):
        for mon in monitors:
            load = rng.normal(40.0, 3.0, size=32).astype(np.float32)
            mon.observe(load)
    for mon in monitors:
        print(mon.machine_id, max(mon.scores))


if __name__ == "__main__":
    main()
