class TightenClipping:
    def __init__(self, every=2, factor=0.5):
        self.every = every
        self.factor = factor

    def on_epoch_begin(self, trainer, epoch):
        if epoch > 0 and epoch % self.every == 0:
            trainer.clip_norm = trainer.clip_norm * self.factor
