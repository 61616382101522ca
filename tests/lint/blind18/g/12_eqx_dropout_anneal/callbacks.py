import equinox as eqx


class DropoutAnnealing:
    """Linearly lowers dropout probability at the end of every epoch."""

    def __init__(self, start, end, epochs):
        self.start = start
        self.end = end
        self.epochs = epochs

    def rate(self, epoch):
        frac = epoch / max(1, self.epochs - 1)
        return self.start + frac * (self.end - self.start)

    def on_epoch_start(self, model, epoch):
        return eqx.tree_at(lambda m: m.drop.p, model, self.rate(epoch))
