import numpy as np

from portfolio import HOTELS, room_type_table
from report import revpar_and_occupancy


def main():
    rng = np.random.default_rng(0)
    for month in ("jan", "feb", "mar"):
        for hotel in HOTELS:
            revpar, occ = revpar_and_occupancy(room_type_table(hotel, rng))
            print(month, hotel, round(float(revpar), 2), round(float(occ), 3))


if __name__ == "__main__":
    main()
