import haiku as hk
import jax


def build_model(hidden_sizes):
    def forward(x):
        return hk.nets.MLP(list(hidden_sizes) + [1])(x)[:, 0]
    return hk.without_apply_rng(hk.transform(forward))
