import flax.linen as nn


class CharCNN(nn.Module):
    classes: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, kernel_size=(3,))(x)
        x = nn.relu(x).mean(axis=1)
        return nn.Dense(self.classes)(x)
