import jax
import jax.numpy as jnp


@jax.jit
def conversion_lift(control, treatment):
    pc = jnp.mean(control)
    pt = jnp.mean(treatment)
    se = jnp.sqrt(pc * (1 - pc) / control.shape[0] + pt * (1 - pt) / treatment.shape[0])
    return pt - pc, se
