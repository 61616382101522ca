from flax import nnx


class SentenceEncoder(nnx.Module):
    def __init__(self, vocab, dim, num_classes, rngs, dropout=0.4):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.proj = nnx.Linear(dim, dim, rngs=rngs)
        self.dropout = nnx.Dropout(dropout)
        self.head = nnx.Linear(dim, num_classes, rngs=rngs)

    def __call__(self, ids, rngs=None):
        h = nnx.tanh(self.proj(self.embed(ids).mean(axis=1)))
        h = self.dropout(h, rngs=rngs)
        return self.head(h)

    def set_dropout(self, rate):
        self.dropout.rate = rate
