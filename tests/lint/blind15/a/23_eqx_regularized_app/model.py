import jax
import jax.numpy as jnp
import equinox as eqx


class Classifier(eqx.Module):
    conv: eqx.nn.Conv2d
    dropout: eqx.nn.Dropout
    head: eqx.nn.Linear

    def __init__(self, num_classes, key, p=0.5):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(1, 6, 3, key=k1)
        self.dropout = eqx.nn.Dropout(p)
        self.head = eqx.nn.Linear(6, num_classes, key=k2)

    def __call__(self, x, key):
        x = jax.nn.relu(self.conv(x))
        x = jnp.mean(x, axis=(1, 2))
        x = self.dropout(x, key=key)
        return self.head(x)


def set_dropout(model, p):
    return eqx.tree_at(lambda m: m.dropout.p, model, p)
