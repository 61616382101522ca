import numpy as np

from events import outage_tickets, per_feeder_minutes
from indices import reliability_indices

CUSTOMERS = np.array([800, 1200, 650, 900, 1500, 700, 1100, 950, 600, 1300, 1000, 850], dtype=np.float32)


def main():
    rng = np.random.default_rng(250)
    for day in range(6):
        feeder, minutes = outage_tickets(rng, day)
        ids, total = per_feeder_minutes(feeder, minutes)
        saidi, worst = reliability_indices(total, CUSTOMERS[ids], np.float32(CUSTOMERS.sum()))
        print(day, len(ids), round(float(saidi), 3), int(ids[int(worst)]))


if __name__ == "__main__":
    main()
