import flax.linen as nn


class ClientNet(nn.Module):
    hidden: int = 16
    classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.classes)(x)


def build_model(cfg):
    return ClientNet(hidden=cfg["hidden"], classes=cfg["classes"])
