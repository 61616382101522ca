import flax.linen as nn


class EpiThicknessNet(nn.Module):
    features: tuple = (32, 16)

    @nn.compact
    def __call__(self, recipe):
        h = recipe
        for f in self.features:
            h = nn.swish(nn.Dense(f)(h))
        return nn.Dense(1)(h)[:, 0]


def make_model(cfg):
    return EpiThicknessNet(features=tuple(cfg["features"]))
