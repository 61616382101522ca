from correct import velocity_from_counts


class Station:
    def __init__(self, code, channels):
        self.code = code
        self.channels = channels

    @property
    def band(self):
        return self.channels[0][:2]

    def correct(self, streams):
        return {ch: velocity_from_counts(streams[ch], band=self.band) for ch in self.channels}
