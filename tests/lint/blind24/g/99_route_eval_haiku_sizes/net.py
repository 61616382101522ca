import haiku as hk
import jax


def _delay_classifier(x):
    return hk.nets.MLP([32, 3])(x)


delay_net = hk.without_apply_rng(hk.transform(_delay_classifier))
