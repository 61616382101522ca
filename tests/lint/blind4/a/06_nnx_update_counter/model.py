from flax import nnx


class CharMLP(nnx.Module):
    def __init__(self, vocab, dim, rngs):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.out = nnx.Linear(dim, vocab, rngs=rngs)
        self.num_updates = 0

    def __call__(self, tokens):
        return self.out(nnx.relu(self.embed(tokens)))
