from dataclasses import dataclass


@dataclass
class NoiseSettings:
    noise_std: float = 0.05
    drift: float = 0.01
    batch: int = 16

    def __post_init__(self):
        self.noise_std = float(self.noise_std)
        self.drift = float(self.drift)


TRAIN = NoiseSettings(noise_std=0.05, drift=0.01)
EVAL = NoiseSettings(noise_std=0, drift=0)
