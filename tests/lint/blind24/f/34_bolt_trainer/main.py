import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn

from trainer import Trainer


class BoltTorqueNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        spec = jnp.log1p(jnp.abs(jnp.fft.rfft(x, axis=-1)))
        return nn.Dense(3)(nn.relu(nn.Dense(32)(spec)))


def impedance_like(n, seed):
    """Piezo-excited joint response; resonance shifts with bolt preload (3 torque classes)."""
    rng = np.random.default_rng(seed)
    cls = rng.integers(0, 3, n)
    t = np.arange(128) / 1000.0
    f = 180 - 15 * cls[:, None] + rng.normal(0, 2, (n, 1))
    x = np.sin(2 * np.pi * f * t) * np.exp(-t / 0.05) + rng.normal(0, 0.05, (n, 128))
    return x.astype(np.float32), cls.astype(np.int32)


def main():
    x, y = impedance_like(320, 0)
    xv, yv = impedance_like(100, 1)
    net = BoltTorqueNet()
    params = net.init(jax.random.PRNGKey(0), x[:1])

    def batches():
        for i in range(0, 320, 40):
            yield x[i:i + 40], y[i:i + 40]

    Trainer(net, 3e-3).fit(params, batches, epochs=5, x_val=xv, y_val=yv)


if __name__ == "__main__":
    main()
