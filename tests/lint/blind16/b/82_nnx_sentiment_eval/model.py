from flax import nnx

VOCAB, N_CLASSES = 60, 3


class SentimentNet(nnx.Module):
    def __init__(self, rngs: nnx.Rngs, dim=32, dropout=0.2):
        self.emb = nnx.Embed(VOCAB, dim, rngs=rngs)
        self.hidden = nnx.Linear(dim, dim, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.out = nnx.Linear(dim, N_CLASSES, rngs=rngs)

    def __call__(self, ids):
        x = self.emb(ids).mean(axis=1)
        return self.out(self.drop(nnx.relu(self.hidden(x))))
