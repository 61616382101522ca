import jax
import jax.numpy as jnp


def simeoni_volume(params, t, exposure):
    log_lambda0, log_lambda1, log_k2 = params
    l0, l1, k2 = jnp.exp(log_lambda0), jnp.exp(log_lambda1), jnp.exp(log_k2)
    growth = l0 * t / (1 + l0 / l1 * t)
    return 50.0 * jnp.exp(growth * 0.05 - k2 * exposure * t * 0.01)


@jax.jit
def tgi_step(params, t, exposure, volume):
    def loss(p):
        return jnp.mean((jnp.log(simeoni_volume(p, t, exposure)) - jnp.log(volume)) ** 2)
    val, grads = jax.value_and_grad(loss)(params)
    return [p - 0.1 * g for p, g in zip(params, grads)], val
