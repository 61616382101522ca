import haiku as hk
import jax


def build_chw_model(n_hidden):
    def forward(x):
        return hk.nets.MLP([n_hidden, n_hidden, 1], activation=jax.nn.gelu)(x).squeeze(-1)

    return hk.without_apply_rng(hk.transform(forward))
