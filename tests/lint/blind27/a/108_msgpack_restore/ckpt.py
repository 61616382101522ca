from flax import serialization


class Snapshotter:
    def __init__(self):
        self.blob = None
        self.best = float("inf")

    def maybe_save(self, params, loss):
        if loss < self.best:
            self.best = loss
            self.blob = serialization.to_bytes(params)

    def load(self, template):
        return serialization.from_bytes(template, self.blob)
