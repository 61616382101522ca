import equinox as eqx
import jax
import jax.numpy as jnp


class BazinModel(eqx.Module):
    """Bazin (2009) supernova light-curve shape, one parameter set per band."""
    amp: jax.Array
    t0: jax.Array
    t_rise: jax.Array
    t_fall: jax.Array

    def __call__(self, t, band):
        a, t0 = self.amp[band], self.t0[band]
        tr, tf = jnp.exp(self.t_rise[band]), jnp.exp(self.t_fall[band])
        return a * jnp.exp(-(t - t0) / tf) / (1 + jnp.exp(-(t - t0) / tr))


@eqx.filter_jit
def band_loss_and_grad(model, t, flux, err, band):
    def loss(m):
        return jnp.sum(((m(t, band) - flux) / err) ** 2)
    return eqx.filter_value_and_grad(loss)(model)
