import optax


class CosineLR:
    def __init__(self, base, steps):
        self.schedule = optax.warmup_cosine_decay_schedule(0.0, base, 3, steps)
        self.history = []

    def on_step(self, step):
        lr = float(self.schedule(step))
        self.history.append(lr)
        return lr
