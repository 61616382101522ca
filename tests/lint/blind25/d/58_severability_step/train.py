import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1)

@jax.jit
def severability_step(params, opt_state, x, y):
    def loss(p):
        z = x @ p["w"] + p["b"]
        return jnp.mean(optax.sigmoid_binary_cross_entropy(z, y))
    l, g = jax.value_and_grad(loss)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, l
