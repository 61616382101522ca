from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(3e-3)


def dynamics(params, x, u):
    W1, b1, W2, b2 = params
    h = jnp.tanh(jnp.concatenate([x, u], -1) @ W1 + b1)
    return x + h @ W2 + b2


@partial(jax.jit, static_argnums=5)
def rollout_step(params, opt_state, x0, us, xs, horizon):
    def loss_fn(p):
        def body(x, u):
            x = dynamics(p, x, u)
            return x, x
        _, pred = jax.lax.scan(body, x0, us[:horizon])
        return jnp.mean((pred - xs[:horizon]) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
