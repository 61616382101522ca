from model import cqi_eval


class ValidationMonitor:
    def __init__(self, xv, yv, every=5):
        self.xv, self.yv, self.every = xv, yv, every
        self.history = []

    def on_step(self, step, model):
        if step % self.every == 0:
            self.history.append(float(cqi_eval(model, self.xv, self.yv)))
