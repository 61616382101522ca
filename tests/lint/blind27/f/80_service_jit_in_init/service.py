import haiku as hk
import jax
import jax.numpy as jnp


def _throughput_net(x):
    return hk.nets.MLP([32, 1])(x)[:, 0]


throughput_net = hk.without_apply_rng(hk.transform(_throughput_net))


class ThroughputService:
    BATCH = 48

    def __init__(self, key):
        self.params = throughput_net.init(key, jnp.zeros((1, 5)))
        self._predict = jax.jit(self.forward_tph)

    def forward_tph(self, params, x):
        return 1500.0 + 200.0 * throughput_net.apply(params, x)

    def predict(self, feed):
        n = feed.shape[0]
        x = jnp.zeros((self.BATCH, 5)).at[:n].set(feed)
        return self._predict(self.params, x)[:n]
