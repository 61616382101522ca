from functools import partial

import jax
import jax.numpy as jnp
import optax

TARGET_PERIOD = 5
opt = optax.adam(1e-3)


def q_net(p, obs):
    return jnp.tanh(obs @ p["w"]) @ p["out"]


@partial(jax.jit, static_argnums=4)
def learn(params, target, opt_state, batch, step):
    def loss(p):
        q = jnp.take_along_axis(q_net(p, batch["obs"]), batch["act"][:, None], 1)[:, 0]
        tq = batch["rew"] + 0.99 * q_net(target, batch["next_obs"]).max(-1)
        return jnp.mean((q - tq) ** 2)

    g = jax.grad(loss)(params)
    u, opt_state = opt.update(g, opt_state)
    params = optax.apply_updates(params, u)
    if step % TARGET_PERIOD == 0:
        target = params
    return params, target, opt_state
