import haiku as hk
import jax
import jax.numpy as jnp


def _recovery_net(x):
    return jax.nn.sigmoid(hk.nets.MLP([32, 1])(x))[:, 0]


recovery_net = hk.without_apply_rng(hk.transform(_recovery_net))


class RecoveryService:
    BATCH = 64

    def __init__(self, key):
        self.params = recovery_net.init(key, jnp.zeros((1, 6)))

    def predict(self, feed):
        n = feed.shape[0]
        x = jnp.zeros((self.BATCH, 6)).at[:n].set(feed)
        return jax.jit(self.forward_recovery)(self.params, x)[:n]

    def forward_recovery(self, params, x):
        return recovery_net.apply(params, x)
