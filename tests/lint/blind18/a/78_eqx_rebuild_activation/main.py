import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import build_model

CONFIG = {"bands": 8, "classes": 5, "width": 16, "negative_slope": 0.1}
optimizer = optax.sgd(0.05)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def transfer(old, new):
    """Copy trained weights of matching shape into the rebuilt model."""
    old_arrays = jax.tree_util.tree_leaves(eqx.filter(old, eqx.is_array))
    new_params, static = eqx.partition(new, eqx.is_array)
    new_params = jax.tree_util.tree_unflatten(jax.tree_util.tree_structure(new_params), old_arrays)
    return eqx.combine(new_params, static)


def main():
    rng = np.random.default_rng(0)
    model = build_model(CONFIG, jax.random.PRNGKey(0))
    for stage in range(3):
        model = transfer(model, build_model(CONFIG, jax.random.PRNGKey(stage)))
        opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
        for _ in range(2):
            x = jnp.asarray(rng.normal(size=(32, 8)).astype(np.float32))
            y = jnp.asarray(rng.integers(0, 5, size=32).astype(np.int32))
            model, opt_state, loss = train_step(model, opt_state, x, y)
        print(f"stage {stage} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
