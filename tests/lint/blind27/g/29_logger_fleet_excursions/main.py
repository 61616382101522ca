from devices import LegacyLogger, SmartProbe
from analysis import excursion_stats


def main():
    fleet = {"tank01": LegacyLogger(1), "tank02": SmartProbe(2), "tank03": LegacyLogger(3),
             "tank04": SmartProbe(4), "tank05": SmartProbe(5)}
    for name, dev in fleet.items():
        peak, sd = excursion_stats(dev.read())
        print(f"{name}: max excursion {float(peak):.2f}, sd {float(sd):.2f}")


if __name__ == "__main__":
    main()
