import jax
import jax.numpy as jnp
import optax

opt = optax.sgd(0.05)


@jax.jit
def local_magnitude_update(coef, opt_state, feats, mag):
    def loss(c):
        pred = feats @ c[:2] + c[2]
        return jnp.mean((pred - mag) ** 2)

    l, g = jax.value_and_grad(loss)(coef)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(coef, updates), opt_state, l
