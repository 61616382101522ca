import equinox as eqx
import jax
import jax.numpy as jnp
import optax

OPT = optax.adam(1e-2)


def build_model(d, key):
    return eqx.nn.MLP(d, "scalar", width_size=16, depth=2, activation=jax.nn.leaky_relu, key=key)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = OPT.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def fit(model, x, y, steps=5):
    opt_state = OPT.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        model, opt_state, loss = train_step(model, opt_state, x, y)
    return model
