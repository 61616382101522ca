import jax
import jax.numpy as jnp
import equinox as eqx
import optax


@eqx.filter_jit
def online_update(model, x, y):
    lr = 0.5 / jnp.sqrt(1.0 + model.n_updates)

    def loss(m):
        return optax.sigmoid_binary_cross_entropy(m.logits(x), y).mean()

    g = eqx.filter_grad(loss)(model)
    model = eqx.tree_at(lambda m: (m.weights, m.bias), model,
                        (model.weights - lr * g.weights, model.bias - lr * g.bias))
    return eqx.tree_at(lambda m: m.n_updates, model, model.n_updates + 1)
