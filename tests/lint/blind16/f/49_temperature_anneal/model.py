import equinox as eqx
import jax
import jax.numpy as jnp


class SoftFeatureGate(eqx.Module):
    gate_logits: jax.Array
    head: eqx.nn.MLP
    temperature: float

    def __init__(self, n_features, n_classes, key, temperature=2.0):
        k1, k2 = jax.random.split(key)
        self.gate_logits = 0.01 * jax.random.normal(k1, (n_features,))
        self.head = eqx.nn.MLP(n_features, n_classes, 32, 1, key=k2)
        self.temperature = temperature

    def __call__(self, x):
        gate = jax.nn.sigmoid(self.gate_logits / self.temperature)
        return self.head(x * gate)


def anneal(model, epoch, start=2.0, decay=0.7):
    return eqx.tree_at(lambda m: m.temperature, model, start * decay ** epoch)
