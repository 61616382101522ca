import haiku as hk
import jax


def _net(x):
    mlp = hk.nets.MLP([64, 64, 1], activation=jax.nn.silu)
    return mlp(x)[..., 0]


net = hk.without_apply_rng(hk.transform(_net))
