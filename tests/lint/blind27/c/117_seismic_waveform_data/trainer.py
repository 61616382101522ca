import jax

from augment import augment_waveforms
from config import AugmentConfig


class Trainer:
    def __init__(self, waves, cfg=AugmentConfig()):
        self.waves = waves
        self.cfg = cfg
        self.epoch = 0

    def run_epoch(self, key):
        batch = augment_waveforms(key, self.waves, self.cfg)
        self.epoch += 1
        return float(batch.std())
