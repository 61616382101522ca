import jax
import equinox as eqx


class MLPClassifier(eqx.Module):
    stem: eqx.nn.Conv2d
    dropout: eqx.nn.Dropout
    head: eqx.nn.Linear

    def __init__(self, key, num_classes=10, p=0.0):
        k1, k2 = jax.random.split(key)
        self.stem = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.dropout = eqx.nn.Dropout(p)
        self.head = eqx.nn.Linear(8, num_classes, key=k2)

    def __call__(self, x, key):
        h = jax.nn.relu(self.stem(x)).mean(axis=(1, 2))
        h = self.dropout(h, key=key)
        return self.head(h)


def set_dropout(model, p):
    return eqx.tree_at(lambda m: m.dropout.p, model, p)
