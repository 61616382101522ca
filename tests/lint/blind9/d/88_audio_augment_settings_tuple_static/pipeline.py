from augment import augment_batch


class AugmentationPipeline:
    def __init__(self, snr_high=30.0, snr_floor=0.0, gain_db=6.0, epochs_to_floor=10):
        self.settings = {"snr_low": 20.0, "snr_high": snr_high, "gain_db": gain_db}
        self.snr_floor = snr_floor
        self.epochs_to_floor = epochs_to_floor

    def set_epoch(self, epoch):
        # make the noise harder as training goes on
        frac = min(1.0, epoch / self.epochs_to_floor)
        self.settings["snr_low"] = 20.0 - frac * (20.0 - self.snr_floor)

    def __call__(self, key, clean, noise):
        return augment_batch(key, clean, noise, settings=tuple(sorted(self.settings.items())))
