import flax.linen as nn


class UveitisGrader(nn.Module):
    """Anterior-chamber cell grading from slit-lamp OCT crops."""
    dropout_rate: float = 0.5
    n_grades: int = 5

    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(self.n_grades)(x)
