from flax import nnx


class TextClassifier(nnx.Module):
    def __init__(self, vocab_size, embed_dim, num_classes, *, rngs: nnx.Rngs):
        self.embed = nnx.Embed(vocab_size, embed_dim, rngs=rngs)
        self.hidden = nnx.Linear(embed_dim, embed_dim, rngs=rngs)
        self.head = nnx.Linear(embed_dim, num_classes, rngs=rngs)
        self.forward_calls = 0

    def __call__(self, tokens):
        self.forward_calls += 1
        h = self.embed(tokens).mean(axis=1)
        h = nnx.gelu(self.hidden(h))
        return self.head(h)
