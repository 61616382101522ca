import functools

import jax
import jax.numpy as jnp
import optax

from optim import make_optimizer


def actor_loss(params, obs, adv):
    logits = obs @ params["w"]
    return -jnp.mean(jax.nn.log_softmax(logits)[:, 0] * adv)


@functools.partial(jax.jit, static_argnums=(0,))
def actor_update(tx, params, opt_state, obs, adv):
    loss, g = jax.value_and_grad(actor_loss)(params, obs, adv)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k[0], (6, 3)) * 0.1}
    obs = jax.random.normal(k[1], (32, 6))
    adv = jax.random.normal(k[2], (32,))
    tx = make_optimizer()
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(2):
            params, opt_state, loss = actor_update(tx, params, opt_state, obs, adv)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
