class Callback:
    def on_epoch_begin(self, trainer, epoch):
        pass


class DistillRamp(Callback):
    """Linearly ramps the distillation weight from 0 to 1 over `ramp_epochs`."""

    def __init__(self, ramp_epochs):
        self.ramp_epochs = ramp_epochs

    def on_epoch_begin(self, trainer, epoch):
        trainer.kd_weight = min(1.0, epoch / self.ramp_epochs)


class PrintLogger(Callback):
    def on_epoch_begin(self, trainer, epoch):
        if epoch:
            print(f"epoch {epoch - 1}: loss {float(trainer.last_loss):.4f} kd_weight {trainer.kd_weight}")
