import haiku as hk
import jax


def _patch_classifier(x, n_classes=5):
    x = x.reshape(x.shape[0], -1)
    x = jax.nn.relu(hk.Linear(32)(x))
    return hk.Linear(n_classes)(x)


patch_classifier = hk.without_apply_rng(hk.transform(_patch_classifier))
