import jax
import jax.numpy as jnp

def schumacher_hall(b, dbh, h):
    return jnp.exp(b[0]) * dbh ** b[1] * h ** b[2]

@jax.jit
def volume_loss_grad(b, dbh, h, vol, sample_weight=None):
    def loss(b):
        r = jnp.log(schumacher_hall(b, dbh, h)) - jnp.log(vol)
        if sample_weight is None:
            return jnp.mean(r ** 2)
        return jnp.sum(sample_weight * r ** 2) / jnp.sum(sample_weight)
    return jax.value_and_grad(loss)(b)
