import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def rollout_drag(model, temps, dt):
    def step(f, t):
        f = f + dt * model.rate(f, t)
        return f, model.base_drag * (1 + 0.8 * f)
    _, drag = jax.lax.scan(step, jnp.float32(0.0), temps)
    return drag
