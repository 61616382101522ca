import equinox as eqx
import jax
import jax.numpy as jnp
import optax

U_CURRENT = 0.3  # m/s along-channel current
KAPPA = 0.01


def residual(model, xt):
    def c(p):
        return model(p)[0]
    grad = jax.grad(c)
    hess = jax.hessian(c)
    g = jax.vmap(grad)(xt)
    cxx = jax.vmap(hess)(xt)[:, 0, 0]
    return g[:, 1] + U_CURRENT * g[:, 0] - KAPPA * cxx


@eqx.filter_jit
def tracer_pinn_step(model, opt_state, optim, obs_xt, obs_c, colloc, physics_weight):
    def loss_fn(m):
        data = jnp.mean((jax.vmap(m)(obs_xt)[:, 0] - obs_c) ** 2)
        phys = jnp.mean(residual(m, colloc) ** 2)
        return data + physics_weight * phys
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
