import jax
import jax.numpy as jnp
import optax

opt = optax.sgd(1e-3, momentum=0.9)

def chapman_richards(p, age):
    A, k, c = jnp.exp(p[0]), jnp.exp(p[1]), jnp.exp(p[2])
    return A * (1.0 - jnp.exp(-k * age)) ** c

@jax.jit
def growth_step(p, state, age, dbh):
    def loss(p):
        return jnp.mean((chapman_richards(p, age) - dbh) ** 2)
    l, g = jax.value_and_grad(loss)(p)
    upd, state = opt.update(g, state, p)
    return optax.apply_updates(p, upd), state, l
