import equinox as eqx
import jax


class RegionClassifier(eqx.Module):
    """Classifies pooled RoI features from a frozen detector backbone."""

    fc1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    fc2: eqx.nn.Linear

    def __init__(self, in_dim, n_classes, p, key):
        k1, k2 = jax.random.split(key)
        self.fc1 = eqx.nn.Linear(in_dim, 32, key=k1)
        self.drop = eqx.nn.Dropout(p)
        self.fc2 = eqx.nn.Linear(32, n_classes, key=k2)

    def __call__(self, x, key):
        h = jax.nn.relu(self.fc1(x))
        return self.fc2(self.drop(h, key=key))


def set_dropout(model, p):
    return eqx.tree_at(lambda m: m.drop.p, model, p)
