import haiku as hk
import jax


def _respiratory_rate_net(x):
    return hk.nets.MLP([32, 1], activation=jax.nn.swish)(x)[:, 0]


resp_net = hk.without_apply_rng(hk.transform(_respiratory_rate_net))


def resp_forward(params, x):
    return resp_net.apply(params, x)
