import numpy as np

from archive import MonitoringArchive
from model import fit_temperature_model


def day_of_data(day, rng, per_day=48):
    t = np.linspace(0, 24, per_day, endpoint=False)
    temp = 5 + 0.8 * day + 6 * np.sin(2 * np.pi * (t - 9) / 24) + rng.normal(0, 0.5, per_day)
    f1 = 4.12 - 0.004 * temp + 0.0001 * temp ** 2 + rng.normal(0, 0.003, per_day)
    return temp.astype(np.float32), f1.astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    archive = MonitoringArchive()
    for day in range(8):
        archive.append_day(*day_of_data(day, rng))
        coef, sd = fit_temperature_model(*archive.all())
        print(f"day {day}: n={archive.temps.size:4d} coef={np.round(np.asarray(coef), 5)} resid sd={float(sd):.4f}")


if __name__ == "__main__":
    main()
