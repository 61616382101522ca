from functools import partial

import jax
import jax.numpy as jnp
import optax

from nets import Discriminator, Generator

D, G = Discriminator(), Generator()
d_tx = optax.adam(2e-3, b1=0.0, b2=0.99)
R1_GAMMA = 10.0
R1_INTERVAL = 4


def r1_penalty(d_params, real):
    grad_fn = jax.grad(lambda x: D.apply(d_params, x).sum())
    g = grad_fn(real)
    return jnp.mean(jnp.sum(g**2, axis=-1))


@partial(jax.jit, static_argnames=("step",))
def d_step(d_params, d_opt, g_params, real, z, step):
    fake = G.apply(g_params, z)

    def loss_fn(p):
        loss = jnp.mean(jax.nn.softplus(D.apply(p, fake))) + jnp.mean(jax.nn.softplus(-D.apply(p, real)))
        if step % R1_INTERVAL == 0:
            loss = loss + 0.5 * R1_GAMMA * R1_INTERVAL * r1_penalty(p, real)
        return loss

    loss, grads = jax.value_and_grad(loss_fn)(d_params)
    updates, d_opt = d_tx.update(grads, d_opt)
    return optax.apply_updates(d_params, updates), d_opt, loss
