import jax
import jax.numpy as jnp
import optax
from flax import nnx

tx = optax.adam(3e-3)


@jax.jit
def functional_step(graphdef, state, opt_state, x, log_u):
    def loss_fn(st):
        model = nnx.merge(graphdef, st)
        return jnp.mean((jnp.log(model(x)) - log_u) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(state, updates), opt_state, loss


def fit(model, batches):
    graphdef, state = nnx.split(model)
    opt_state = tx.init(state)
    for x, log_u in batches:
        state, opt_state, loss = functional_step(graphdef, state, opt_state, x, log_u)
    nnx.update(model, state)
    return float(loss)
