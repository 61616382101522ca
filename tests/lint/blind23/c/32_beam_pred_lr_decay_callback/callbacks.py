class StepDecay:
    def __init__(self, every=2, factor=0.5):
        self.every, self.factor = every, factor

    def on_epoch_end(self, epoch, opt_state):
        if (epoch + 1) % self.every == 0:
            hp = opt_state.hyperparams
            hp["learning_rate"] = hp["learning_rate"] * self.factor
        return opt_state
