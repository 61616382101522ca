import numpy as np

from monitor import VolumeMonitor

N_MERCHANTS = 16


def main():
    rng = np.random.default_rng(8)
    mon = VolumeMonitor(N_MERCHANTS)
    for minute in range(6):
        volumes = rng.poisson(30, size=N_MERCHANTS).astype(np.float32)
        alerts = mon.step(volumes)
        print(minute, alerts.tolist())


if __name__ == "__main__":
    main()
