import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def overfit_check(model, opt_state, x, y, steps=3):
    first = None
    for _ in range(steps):
        model, opt_state, loss = train_step(model, opt_state, x=x, y=y)
        first = float(loss) if first is None else first
    return float(loss) < first
