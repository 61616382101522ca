import haiku as hk
import jax


def _carcass_net(x):
    mlp = hk.nets.MLP([32, 16, 1], activation=jax.nn.relu)
    return mlp(x)[:, 0]


carcass_net = hk.without_apply_rng(hk.transform(_carcass_net))
