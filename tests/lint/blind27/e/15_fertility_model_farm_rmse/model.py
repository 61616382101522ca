import haiku as hk
import jax


def _forward(x):
    mlp = hk.nets.MLP([32, 16, 1])
    return mlp(x)[:, 0]


forward = hk.without_apply_rng(hk.transform(_forward))
