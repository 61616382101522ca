import jax
import jax.numpy as jnp
import equinox as eqx
import optax

optim = optax.adam(5e-3)


@eqx.filter_jit
def fold_step(model, opt_state, x, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def fit(key, x, y, steps=20):
    model = eqx.nn.MLP(4, 1, 24, 2, key=key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        model, opt_state, loss = fold_step(model, opt_state, x, y)
    return model
