class TemperatureAnneal:
    def __init__(self, start=2.0, factor=0.75):
        self.start = start
        self.factor = factor

    def on_epoch_begin(self, epoch, model):
        model.temperature = self.start * self.factor ** epoch
