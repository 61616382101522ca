import flax.linen as nn

VOCAB = 40


class Decoder(nn.Module):
    dim: int = 32
    decode: bool = False

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, self.dim)(ids)
        mask = None if self.decode else nn.make_causal_mask(ids)
        x = x + nn.MultiHeadDotProductAttention(num_heads=2, decode=self.decode)(x, mask=mask)
        return nn.Dense(VOCAB)(x)
