import numpy as np

from monitor import SynMonitor

N_HOSTS = 12


def main():
    rng = np.random.default_rng(0)
    mon = SynMonitor(N_HOSTS)
    for tick in range(10):
        counts = rng.poisson(20, size=N_HOSTS).astype(np.float32)
        if tick == 7:
            counts[3] = 400.0
        alarms = mon.observe(counts)
        print(tick, np.flatnonzero(np.asarray(alarms)).tolist())


if __name__ == "__main__":
    main()
