import flax.linen as nn


class SignTransformerLite(nn.Module):
    dim: int = 32
    classes: int = 10
    dropout: float = 0.1

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(self.dim)(x)
        x = x + nn.SelfAttention(num_heads=2, deterministic=not train, dropout_rate=self.dropout)(x)
        x = nn.LayerNorm()(x)
        x = nn.Dropout(self.dropout, deterministic=not train)(x.mean(1))
        return nn.Dense(self.classes)(x)
