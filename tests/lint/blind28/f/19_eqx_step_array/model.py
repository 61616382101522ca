import equinox as eqx
import jax


class TCN(eqx.Module):
    conv1: eqx.nn.Conv1d
    conv2: eqx.nn.Conv1d
    head: eqx.nn.Linear

    def __init__(self, channels, classes, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv1 = eqx.nn.Conv1d(channels, 16, 5, padding=2, key=k1)
        self.conv2 = eqx.nn.Conv1d(16, 16, 5, padding=4, dilation=2, key=k2)
        self.head = eqx.nn.Linear(16, classes, key=k3)

    def __call__(self, x):
        h = jax.nn.relu(self.conv1(x.T))
        h = jax.nn.relu(self.conv2(h))
        return self.head(h.mean(-1))
