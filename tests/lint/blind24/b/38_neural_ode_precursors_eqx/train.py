import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import solve

optimizer = optax.adam(3e-3)


@eqx.filter_jit
def fit_step(field, opt_state, y0, rho, target, t1, dt0):
    def loss_fn(f):
        pred = jax.vmap(lambda y, r: solve(f, y, r, t1, dt0))(y0, rho)
        return jnp.mean((pred - target) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(field)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(field, updates), opt_state, loss
