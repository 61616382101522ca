import numpy as np

from feeds import ChannelFeed
from model import channel_room_nights

CHANNELS = ["direct", "ota", "gds", "ota", "direct", "wholesale"]


def main():
    rng = np.random.default_rng(0)
    for ch in CHANNELS:
        data = ChannelFeed(ch, rng).pull()
        totals = channel_room_nights(**data)
        print(ch, int(totals.sum()))


if __name__ == "__main__":
    main()
