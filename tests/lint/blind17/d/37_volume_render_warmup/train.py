from functools import partial

import jax
import jax.numpy as jnp
import optax

from field import render_rays

optimizer = optax.adam(1e-2)
N_SAMPLES = 32


@partial(jax.jit, static_argnames=("step",))
def train_step(params, opt_state, near, far, target, step):
    def loss_fn(p):
        pred = render_rays(p, near, far, N_SAMPLES)
        loss = jnp.mean((pred - target) ** 2)
        if step < 3:
            # warm-up: keep densities small while the colour settles
            loss = loss + 1e-2 * jnp.mean(p["w2"][:, 0] ** 2)
        return loss

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
