import equinox as eqx
import jax


def trainable_spec(model, n_trainable_layers):
    """Boolean spec marking the last n layers of an eqx.nn.MLP as trainable."""
    spec = jax.tree.map(lambda _: False, model)
    n = len(model.layers)
    for i in range(n - n_trainable_layers, n):
        spec = eqx.tree_at(lambda m: (m.layers[i].weight, m.layers[i].bias), spec, replace=(True, True))
    return spec


STAGES = (1, 2, 3)
