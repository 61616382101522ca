import flax.linen as nn


class Classifier(nn.Module):
    hidden: int
    num_classes: int
    dropout_rate: float

    @nn.compact
    def __call__(self, x, *, train: bool):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)
