import jax
import jax.numpy as jnp
import optax


def build_trainer(lr, weight_decay):
    tx = optax.adamw(lr, weight_decay=weight_decay)

    @jax.jit
    def sweep_step(params, opt_state, x, y):
        def loss(p):
            pred = x @ p["w"] + p["b"]
            return jnp.mean((pred - y) ** 2)
        l, g = jax.value_and_grad(loss)(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, l

    return tx, sweep_step
