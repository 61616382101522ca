import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(5e-3)


@eqx.filter_jit
def cv_train_step(model, state, x, y):
    loss, g = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2))(model)
    u, state = opt.update(g, state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), state, loss


def fit(model, x, y, steps=30):
    state = opt.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        model, state, loss = cv_train_step(model, state, x, y)
    return model, loss
