import numpy as np

from topology import REPORT_PRIMARY, REPORT_BACKUP, buses_and_voltages
from checks import voltage_violations


def main():
    rng = np.random.default_rng(0)
    for cycle in range(6):
        report = REPORT_PRIMARY if cycle % 2 == 0 else REPORT_BACKUP
        report = {k: v + float(rng.normal(0, 0.01)) for k, v in report.items()}
        names, v = buses_and_voltages(report)
        viol = voltage_violations(v, bus_names=names)
        print(cycle, dict(zip(names, np.round(np.asarray(viol), 3).tolist())))


if __name__ == "__main__":
    main()
