import equinox as eqx
import jax
import jax.numpy as jnp


def kepler(E, M, e):
    return E - e * jnp.sin(E) - M


def refined_error(model, M, e, n_newton=2):
    E = M + jax.vmap(model)(jnp.stack([jnp.sin(M), jnp.cos(M), e], -1))[:, 0]
    for _ in range(n_newton):
        E = E - kepler(E, M, e) / (1 - e * jnp.cos(E))
    return jnp.mean(kepler(E, M, e) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, M, e, optimizer):
    loss, grads = eqx.filter_value_and_grad(refined_error)(model, M, e)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
