import numpy as np

from events import N_FEEDERS, outage_tickets, feeder_totals
from indices import saidi_caidi

CUSTOMERS = np.array([800, 1200, 650, 900, 1500, 700, 1100, 950, 600, 1300, 1000, 850], dtype=np.float32)


def main():
    rng = np.random.default_rng(250)
    for day in range(6):
        feeder, minutes = outage_tickets(rng, day)
        total = feeder_totals(feeder, minutes)
        counts = np.bincount(feeder, minlength=N_FEEDERS).astype(np.float32)
        saidi, caidi = saidi_caidi(total, counts, CUSTOMERS)
        print(day, len(np.unique(feeder)), round(float(saidi), 2), round(float(caidi), 2))


if __name__ == "__main__":
    main()
