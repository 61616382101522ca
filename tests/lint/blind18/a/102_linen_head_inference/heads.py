import flax.linen as nn


class SegHead(nn.Module):
    classes: int
    hidden: int = 16

    @nn.compact
    def __call__(self, feats):
        x = nn.relu(nn.Conv(self.hidden, (3, 3))(feats))
        return nn.Conv(self.classes, (1, 1))(x)


def head_for(task):
    """Head definition for a task; cheap to construct, parameters live elsewhere."""
    return SegHead(classes={"landcover": 6, "water": 2}[task])
