class DropoutDecay:
    def __init__(self, start=0.5, end=0.1, epochs=5):
        self.start, self.end, self.epochs = start, end, epochs

    def on_epoch_begin(self, epoch, model):
        frac = epoch / max(self.epochs - 1, 1)
        model.drop.rate = self.start + (self.end - self.start) * frac
