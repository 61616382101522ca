import haiku as hk
import jax


def _scorer(x):
    return hk.nets.MLP([32, 1], activation=jax.nn.gelu)(x)[..., 0]


scorer = hk.without_apply_rng(hk.transform(_scorer))
