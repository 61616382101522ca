DEFAULT_THRESHOLDS = (0.30, 0.45, 0.60)


class StationConfig:
    def __init__(self, name, overrides=None):
        self.name = name
        self.overrides = overrides or {}

    @property
    def thresholds(self):
        return self.overrides.get("thresholds", DEFAULT_THRESHOLDS)


STATIONS = [
    StationConfig("neck"),
    StationConfig("shoulder", {"thresholds": [0.25, 0.40, 0.55]}),
    StationConfig("base"),
]
