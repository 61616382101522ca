import jax
import jax.numpy as jnp

@jax.jit
def advised_catch(ssb, b_trigger, f_target, use_hockey):
    def constant_f(_):
        return f_target * ssb
    def hockey(_):
        return f_target * jnp.minimum(1.0, ssb / b_trigger) * ssb
    return jax.lax.cond(use_hockey, hockey, constant_f, None)
