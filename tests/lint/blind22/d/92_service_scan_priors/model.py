import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

SERVICES = ("ssh", "rdp", "smb", "http", "dns")


class ServiceScanScorer(eqx.Module):
    linear: eqx.nn.Linear
    priors: np.ndarray

    def __init__(self, n_feat, key):
        self.linear = eqx.nn.Linear(n_feat, len(SERVICES), key=key)
        self.priors = np.full(len(SERVICES), 1.0 / len(SERVICES), dtype=np.float32)

    def __call__(self, x):
        return jax.nn.log_softmax(self.linear(x)) + jnp.log(self.priors)


def refresh_priors(model, counts):
    total = sum(counts.values())
    priors = np.array([(counts[s] + 1) / (total + len(SERVICES)) for s in SERVICES], dtype=np.float32)
    return eqx.tree_at(lambda m: m.priors, model, priors)


@eqx.filter_jit
def classify(model, x):
    return jnp.argmax(jax.vmap(model)(x), axis=-1)
