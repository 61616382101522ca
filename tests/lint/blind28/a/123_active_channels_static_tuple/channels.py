ALL_CHANNELS = ("booking", "expedia", "direct", "gds", "airbnb")


def open_channels(day, closures):
    return tuple(c for c in ALL_CHANNELS if c not in closures.get(day % 7, ()))
