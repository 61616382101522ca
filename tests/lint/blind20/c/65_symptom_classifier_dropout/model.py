import flax.linen as nn


class SymptomClassifier(nn.Module):
    """Predicts probability of infection from a self-reported symptom vector."""
    hidden: int = 32
    dropout_rate: float = 0.5

    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(1)(x)[:, 0]
