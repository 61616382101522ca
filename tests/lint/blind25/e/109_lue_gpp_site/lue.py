import equinox as eqx
import jax
import jax.numpy as jnp

class LUEModel(eqx.Module):
    eps_max: jax.Array
    t_opt: jax.Array
    response: str
    n_layers: int

    def __call__(self, par, temp, vpd):
        if self.response == "gaussian":
            ft = jnp.exp(-((temp - self.t_opt) / 10.0) ** 2)
        else:
            ft = jnp.clip((temp + 5.0) / (self.t_opt + 5.0), 0.0, 1.0)
        fv = jnp.clip(1.0 - vpd / 3.0, 0.0, 1.0)
        layers = jnp.exp(-0.5 * jnp.arange(self.n_layers))
        return self.eps_max * par * ft * fv * jnp.sum(layers) / self.n_layers

@eqx.filter_jit
def daily_gpp(model, par, temp, vpd):
    return jax.vmap(model)(par, temp, vpd).sum()
