import flax.linen as nn


class ClientNet(nn.Module):
    hidden: int = 16
    classes: int = 3
    dropout_rate: float = 0.0

    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(self.classes)(x)


def build_model(cfg, rnd):
    rate = cfg["dropout_start"] * (1.0 - rnd / cfg["rounds"])
    return ClientNet(hidden=cfg["hidden"], classes=cfg["classes"], dropout_rate=rate)
