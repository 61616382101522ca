import jax.numpy as jnp

from augment import augment_batch


class AugmentationPipeline:
    def __init__(self, snr_high=30.0, snr_floor=0.0, gain_db=6.0, epochs_to_floor=10):
        self.settings = (("gain_db", gain_db), ("snr_high", snr_high))
        self.snr_floor = snr_floor
        self.epochs_to_floor = epochs_to_floor
        self.snr_low = jnp.float32(20.0)

    def set_epoch(self, epoch):
        frac = min(1.0, epoch / self.epochs_to_floor)
        self.snr_low = jnp.float32(20.0 - frac * (20.0 - self.snr_floor))

    def __call__(self, key, clean, noise):
        return augment_batch(key, clean, noise, self.snr_low, settings=self.settings)
