import equinox as eqx
import jax
import jax.numpy as jnp
import optax


@eqx.filter_jit
def corneal_step(model, opt_state, x, y, lr, optimizer):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    l, g = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optimizer.update(g, opt_state)
    updates = jax.tree_util.tree_map(lambda u: lr * u, updates)
    return eqx.apply_updates(model, updates), opt_state, l


def run(model, optimizer, x, y, lrs):
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for i, lr in enumerate(lrs):
        model, opt_state, l = corneal_step(model, opt_state, x, y, lr, optimizer)
        print(i, float(lr), float(l))
    return model
