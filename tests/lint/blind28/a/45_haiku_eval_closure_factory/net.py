import haiku as hk
import jax


def forward(x):
    mlp = hk.nets.MLP([32, 32, 1], activation=jax.nn.silu)
    return mlp(x)[:, 0]


net = hk.without_apply_rng(hk.transform(forward))
