import jax
import jax.numpy as jnp
import optax

# panel of 4 sensory sessions per effective update
tx = optax.MultiSteps(optax.adam(5e-3), every_k_schedule=4)


def bitterness_loss(params, x, y):
    pred = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return jnp.mean((pred[:, 0] - y) ** 2)


@jax.jit
def accumulate_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(bitterness_loss)(params, x, y)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
