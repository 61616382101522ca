import numpy as np

from emissions import daily_report


def main():
    rng = np.random.default_rng(0)
    n = 24
    sfoc = rng.uniform(165, 190, n).astype(np.float32)
    mcr = rng.uniform(8000, 40000, n).astype(np.float32)
    for day in range(5):
        speeds = rng.uniform(8, 18, n).astype(np.float32)
        hours = rng.uniform(10, 24, n).astype(np.float32)
        total, worst = daily_report(speeds, hours, sfoc, mcr)
        print(f"day {day}: {total:.0f} t CO2, highest emitter #{worst}")


if __name__ == "__main__":
    main()
