from flax import nnx


class BearingHealthNet(nnx.Module):
    def __init__(self, n_bins, rngs):
        self.body = nnx.Linear(n_bins, 16, rngs=rngs)
        self.head = nnx.Linear(16, 1, rngs=rngs)
        self.temperature = 1.0

    def __call__(self, spectrum):
        h = nnx.relu(self.body(spectrum))
        return nnx.sigmoid(self.head(h)[:, 0] / self.temperature)

    def set_days_since_service(self, days_since_service):
        self.temperature = 1.0 + 0.25 * min(days_since_service, 8)
