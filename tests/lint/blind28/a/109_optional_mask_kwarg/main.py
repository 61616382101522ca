import numpy as np

from feeds import channel_feed
from model import room_night_totals

CHANNELS = ["direct", "ota", "gds", "ota", "direct", "wholesale"]


def main():
    rng = np.random.default_rng(0)
    for ch in CHANNELS:
        bookings, nights, extra = channel_feed(rng, ch)
        totals = room_night_totals(bookings, nights, **extra)
        print(ch, int(totals.sum()))


if __name__ == "__main__":
    main()
