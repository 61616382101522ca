from flax import nnx

VOCAB, N_PUNCT = 64, 4  # none , . ?


class PunctuationTagger(nnx.Module):
    def __init__(self, rngs: nnx.Rngs, dim=32):
        self.emb = nnx.Embed(VOCAB, dim, rngs=rngs)
        self.conv = nnx.Conv(dim, dim, kernel_size=(3,), rngs=rngs)
        self.out = nnx.Linear(dim, N_PUNCT, rngs=rngs)

    def __call__(self, ids):
        return self.out(nnx.gelu(self.conv(self.emb(ids))))
