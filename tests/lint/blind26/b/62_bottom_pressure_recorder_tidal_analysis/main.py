from record import PressureRecord
from tidefit import daily_constituents


def main():
    rec = PressureRecord(n_days=9)
    for d in range(9):
        t, p = rec.day(d)
        amps = daily_constituents(t, p)
        print(f"day {d}: {t.size:3d} samples, M2 {float(amps[0]):.3f} dbar, K1 {float(amps[2]):.3f} dbar")


if __name__ == "__main__":
    main()
