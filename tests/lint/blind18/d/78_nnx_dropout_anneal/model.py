from flax import nnx


class ChordClassifier(nnx.Module):
    def __init__(self, n_in, n_chords, rngs, dropout=0.5):
        self.hidden = nnx.Linear(n_in, 48, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.out = nnx.Linear(48, n_chords, rngs=rngs)

    def __call__(self, x):
        return self.out(self.drop(nnx.relu(self.hidden(x))))


def set_dropout(model, rate):
    model.drop.rate = rate
