from baselines import FleetMonitor
from events import telemetry


def main():
    mon = FleetMonitor()
    for t, readings in telemetry(seed=23):
        scores = mon.tick(readings)
        print(t, {m: round(float(s), 2) for m, s in scores.items()})


if __name__ == "__main__":
    main()
