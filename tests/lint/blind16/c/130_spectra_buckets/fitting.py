import jax
import jax.numpy as jnp


@jax.jit
def lorentzian_fit_loss(params, freqs, power, mask):
    f0, gamma, amp, bg = params
    model = amp * gamma**2 / ((freqs - f0) ** 2 + gamma**2) + bg
    r = jnp.where(mask, jnp.log(model) - jnp.log(power), 0.0)
    return jnp.sum(r**2) / jnp.sum(mask)


loss_and_grad = jax.jit(jax.value_and_grad(lorentzian_fit_loss))
