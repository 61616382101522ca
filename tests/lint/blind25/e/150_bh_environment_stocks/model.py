from typing import Optional
import equinox as eqx
import jax
import jax.numpy as jnp

class BevertonHolt(eqx.Module):
    log_a: jax.Array
    log_b: jax.Array
    env_coef: Optional[jax.Array] = None

    def log_recruits(self, ssb, env):
        lr = self.log_a + jnp.log(ssb) - jnp.log1p(jnp.exp(self.log_b) * ssb)
        if self.env_coef is not None:
            lr = lr + self.env_coef * env
        return lr

@eqx.filter_jit
def recruitment_nll(model, ssb, env, log_r):
    return jnp.sum((log_r - model.log_recruits(ssb, env)) ** 2)
