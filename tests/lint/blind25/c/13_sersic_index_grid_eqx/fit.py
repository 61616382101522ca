import equinox as eqx
import jax.numpy as jnp
import optax

opt = optax.adam(0.03)


@eqx.filter_jit
def fit_step(model, opt_state, r, intensity, sigma):
    def loss_fn(m):
        return jnp.mean(((m(r) - intensity) / sigma) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def fit_profile(model, r, intensity, sigma, steps=150):
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        model, opt_state, loss = fit_step(model, opt_state, r, intensity, sigma)
    return model, float(loss)
