import haiku as hk
import jax
import jax.numpy as jnp


def _net(x):
    return hk.nets.MLP([64, 64, 3])(x)


net = hk.without_apply_rng(hk.transform(_net))


@jax.jit
def predict_domains(params, block_feats):
    return jnp.argmax(net.apply(params, block_feats), axis=-1)


class DomainService:
    def __init__(self, key):
        self.params = net.init(key, jnp.zeros((1, 9)))

    def handle(self, request):
        feats = jnp.asarray(request["blocks"], jnp.float32)
        return predict_domains(self.params, feats)
