import flax.linen as nn


class SmallCNN(nn.Module):
    num_classes: int = 10
    dropout_rate: float = 0.3

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dropout(self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)
