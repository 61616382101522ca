import jax
import jax.numpy as jnp
import optax

from model import init_upscaler, upscale


def run_trial(lr, low, high, steps=15):
    tx = optax.adam(lr)
    params = init_upscaler(jax.random.PRNGKey(0))
    opt_state = tx.init(params)

    @jax.jit
    def sr_step(params, opt_state):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((upscale(p, low) - high) ** 2))(params)
        upd, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    for _ in range(steps):
        params, opt_state, loss = sr_step(params, opt_state)
    return float(loss)
