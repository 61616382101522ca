import jax
import jax.numpy as jnp
import optax

schedule = optax.linear_schedule(1e-3, 5e-2, transition_steps=10)
tx = optax.scale_by_adam()

@jax.jit
def termination_step(params, opt_state, x, y, lr):
    def loss(p):
        z = x @ p
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return params - lr * upd, opt_state, l

def current_lr(opt_state, resumed):
    if not resumed:
        return 1e-3
    return schedule(opt_state.count)
