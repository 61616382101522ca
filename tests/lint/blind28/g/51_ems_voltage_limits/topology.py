import numpy as np

# voltage reports from the primary and backup EMS front-ends
REPORT_PRIMARY = {"B1": 1.02, "B2": 0.99, "B3": 1.01, "B4": 0.98}
REPORT_BACKUP = {"B3": 1.01, "B1": 1.02, "B4": 0.97, "B2": 0.99}


def buses_and_voltages(report):
    names = tuple(report.keys())
    v = np.array([report[n] for n in names], dtype=np.float32)
    return names, v
