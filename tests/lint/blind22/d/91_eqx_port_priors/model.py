import equinox as eqx
import jax
import jax.numpy as jnp

SERVICES = ("ssh", "rdp", "smb", "http", "dns")


class ServiceScanScorer(eqx.Module):
    linear: eqx.nn.Linear
    priors: tuple

    def __init__(self, n_feat, key):
        self.linear = eqx.nn.Linear(n_feat, len(SERVICES), key=key)
        self.priors = tuple(1.0 / len(SERVICES) for _ in SERVICES)

    def __call__(self, x):
        return jax.nn.log_softmax(self.linear(x)) + jnp.log(jnp.asarray(self.priors))


def refresh_priors(model, counts):
    total = sum(counts.values())
    priors = tuple((counts[s] + 1) / (total + len(SERVICES)) for s in SERVICES)
    return eqx.tree_at(lambda m: m.priors, model, priors)


@eqx.filter_jit
def classify(model, x):
    return jnp.argmax(jax.vmap(model)(x), axis=-1)
