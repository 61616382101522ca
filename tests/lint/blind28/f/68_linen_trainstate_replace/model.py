import flax.linen as nn


class KeypointCNN(nn.Module):
    classes: int = 15

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(16, (5,))(x)
        x = nn.relu(x)
        x = nn.Conv(32, (5,), strides=(2,))(x)
        x = nn.relu(x).mean(axis=1)
        return nn.Dense(self.classes)(x)
