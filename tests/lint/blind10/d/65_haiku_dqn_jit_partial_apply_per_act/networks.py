import haiku as hk
import jax


def q_network_fn(obs):
    mlp = hk.nets.MLP([32, 32, 3])
    return mlp(obs)


q_network = hk.without_apply_rng(hk.transform(q_network_fn))
