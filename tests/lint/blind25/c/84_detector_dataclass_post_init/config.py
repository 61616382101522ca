from dataclasses import dataclass, fields


@dataclass
class DetectorConfig:
    gain: float = 2
    read_noise: float = 5
    dark_current: float = 0.002
    full_well: float = 90000

    def __post_init__(self):
        for f in fields(self):
            setattr(self, f.name, float(getattr(self, f.name)))


DETECTORS = {
    "ccd1": DetectorConfig(),
    "ccd2": DetectorConfig(gain=1.8, read_noise=4.2),
    "ccd3": DetectorConfig(gain=2, full_well=85000),
}
