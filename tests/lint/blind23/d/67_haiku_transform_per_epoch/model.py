import haiku as hk
import jax


def build_model(hidden):
    def forward(x):
        return hk.nets.MLP([hidden, hidden, 1])(x)[:, 0]
    return hk.without_apply_rng(hk.transform(forward))
