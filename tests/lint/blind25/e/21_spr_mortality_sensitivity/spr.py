import equinox as eqx
import jax
import jax.numpy as jnp

class SPRModel(eqx.Module):
    maturity: jax.Array
    fecundity: jax.Array
    selectivity: jax.Array
    M: jax.Array

    def __call__(self, F):
        z = self.M + F * self.selectivity
        surv = jnp.concatenate([jnp.ones(1), jnp.cumprod(jnp.exp(-z[:-1]))])
        return jnp.sum(surv * self.maturity * self.fecundity)

@eqx.filter_jit
def spr_curve(model, F_grid):
    unfished = model(0.0)
    return jax.vmap(model)(F_grid) / unfished
