import flax.linen as nn


class Probe(nn.Module):
    features: int
    kernel_init: object = nn.initializers.lecun_normal()

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.features, kernel_init=self.kernel_init)(x)


def build_probe(cfg):
    init = nn.initializers.normal(stddev=cfg["init_std"])
    return Probe(features=cfg["num_classes"], kernel_init=init)
