import numpy as np

from alarm import airborne_concentration
from cam import AirMonitor


def main():
    rng = np.random.default_rng(0)
    monitors = [
        AirMonitor("glovebox line", rng),
        AirMonitor("hot cell corridor", rng, radon_comp=rng.poisson(30, 30)),
        AirMonitor("waste hall", rng),
        AirMonitor("basement", rng, radon_comp=rng.poisson(45, 30)),
    ]
    for m in monitors:
        conc, alarm = airborne_concentration(m.alpha_cpm, m.radon_comp)
        print(f"{m.name:>17}: mean {float(conc.mean()):.1f} Bq/m3, alarm {bool(alarm)}")


if __name__ == "__main__":
    main()
