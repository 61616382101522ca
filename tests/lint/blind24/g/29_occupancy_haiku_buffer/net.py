import haiku as hk
import jax


def occupancy_fn(x):
    mlp = hk.nets.MLP([24, 1])
    return jax.nn.sigmoid(mlp(x))[:, 0]


occupancy = hk.without_apply_rng(hk.transform(occupancy_fn))
