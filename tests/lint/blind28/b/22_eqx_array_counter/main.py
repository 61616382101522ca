import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class PlacementHead(eqx.Module):
    mlp: eqx.nn.MLP
    n_updates: jax.Array
    n_classes: int = eqx.field(static=True)

    def __init__(self, n_in, n_classes, key):
        self.mlp = eqx.nn.MLP(n_in, n_classes, 32, 2, key=key)
        self.n_updates = jnp.zeros((), jnp.int32)
        self.n_classes = n_classes


opt = optax.adam(1e-2)


@eqx.filter_jit
def placement_step(model, opt_state, x, place):
    def loss_fn(m):
        logits = jax.vmap(m.mlp)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, place).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_inexact_array))
    model = eqx.apply_updates(model, upd)
    model = eqx.tree_at(lambda m: m.n_updates, model, model.n_updates + 1)
    return model, opt_state, loss


def main():
    rng = np.random.default_rng(1)
    model = PlacementHead(9, 4, jax.random.PRNGKey(2))
    opt_state = opt.init(eqx.filter(model, eqx.is_inexact_array))
    for step in range(8):
        x = rng.normal(size=(32, 9)).astype(np.float32)
        place = rng.integers(0, 4, 32).astype(np.int32)
        model, opt_state, loss = placement_step(model, opt_state, x, place)
    print(int(model.n_updates), float(loss))


if __name__ == "__main__":
    main()
