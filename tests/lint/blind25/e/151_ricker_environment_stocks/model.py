import equinox as eqx
import jax
import jax.numpy as jnp

class Ricker(eqx.Module):
    log_a: jax.Array
    b: jax.Array
    env_coef: jax.Array

@eqx.filter_jit
def ricker_nll(model, ssb, env, log_r):
    pred = model.log_a + jnp.log(ssb) - model.b * ssb + model.env_coef * env
    return jnp.sum((log_r - pred) ** 2)

def build(env_linked, coef=0.1):
    return Ricker(jnp.float32(1.0), jnp.float32(0.01), jnp.float32(coef if env_linked else 0.0))
