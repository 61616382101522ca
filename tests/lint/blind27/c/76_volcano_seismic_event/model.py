import haiku as hk
import jax


def build_model(widths=(32, 32)):
    def forward(x):
        return hk.nets.MLP([*widths, 3])(x)
    return hk.without_apply_rng(hk.transform(forward))
