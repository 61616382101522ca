import haiku as hk
import jax
import jax.numpy as jnp


def _forward(features):
    # altitude-corrected count rates in K/U/Th windows + total -> ground dose rate
    return hk.nets.MLP([24, 1])(features)[:, 0]


def get_net():
    return hk.without_apply_rng(hk.transform(_forward))


def predict_dose(params, features):
    net = get_net()
    return jax.jit(net.apply)(params, features)
