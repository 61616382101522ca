import equinox as eqx
import jax
import jax.numpy as jnp

I0 = 2.0e4


@eqx.filter_jit
def tomo_step(mu_map, system, counts, loss_fn, lr):
    def objective(mu):
        pred = I0 * jnp.exp(-system @ jnp.maximum(mu, 0.0))
        return loss_fn(pred, counts)
    g = jax.grad(objective)(mu_map)
    return jnp.maximum(mu_map - lr * g, 0.0), objective(mu_map)
