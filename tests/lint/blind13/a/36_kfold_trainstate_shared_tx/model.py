import flax.linen as nn


class KeypointRegressor(nn.Module):
    """Predicts K (x, y) keypoints from a small image crop."""
    n_keypoints: int = 5

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3), strides=(2, 2))(x)
        x = nn.relu(x).reshape(x.shape[0], -1)
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(self.n_keypoints * 2)(x).reshape(-1, self.n_keypoints, 2)
