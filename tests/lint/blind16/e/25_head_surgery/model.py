import flax.linen as nn


class Backbone(nn.Module):
    width: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(self.width)(x))
        return nn.gelu(nn.Dense(self.width)(x))


class Net(nn.Module):
    num_classes: int

    def setup(self):
        self.backbone = Backbone()
        self.head = nn.Dense(self.num_classes)

    def __call__(self, x):
        return self.head(self.backbone(x))


def transplant_backbone(src_params, dst_params):
    """Model surgery: keep the pretrained trunk, keep the freshly initialised head."""
    return {**dst_params, "backbone": src_params["backbone"]}
