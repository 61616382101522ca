import haiku as hk
import jax


def build_polarity_net():
    def net_fn(x):
        h = hk.Conv1D(8, 5)(x)
        h = jax.nn.relu(h)
        h = hk.Flatten()(h)
        return hk.Linear(2)(h)

    return hk.without_apply_rng(hk.transform(net_fn))
