import jax
import jax.numpy as jnp


@jax.jit
def rsi_modified(trial):
    f = trial.force
    net = f - trial.body_weight
    on = f < 0.1 * trial.body_weight
    flight = jnp.sum(on) / 1000.0
    ttt = jnp.argmax(on) / 1000.0
    jump_h = 9.81 * flight ** 2 / 8
    return jump_h / jnp.maximum(ttt, 1e-3), jnp.max(net)
