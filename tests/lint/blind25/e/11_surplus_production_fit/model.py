import jax
import jax.numpy as jnp
import optax

def schaefer_biomass(theta, catches):
    r, K, q = jnp.exp(theta["log_r"]), jnp.exp(theta["log_K"]), jnp.exp(theta["log_q"])
    def step(B, C):
        Bn = jnp.maximum(B + r * B * (1 - B / K) - C, 1.0)
        return Bn, B
    _, Bs = jax.lax.scan(step, K, catches)
    return q * Bs

def nll(theta, catches, cpue):
    pred = schaefer_biomass(theta, catches)
    return jnp.sum((jnp.log(cpue) - jnp.log(pred)) ** 2)

optimizer = optax.adam(0.02)

@jax.jit
def schaefer_step(theta, opt_state, catches, cpue):
    loss, g = jax.value_and_grad(nll)(theta, catches, cpue)
    upd, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(theta, upd), opt_state, loss
