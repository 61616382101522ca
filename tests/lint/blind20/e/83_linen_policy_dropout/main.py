from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import MPCImitationPolicy

model = MPCImitationPolicy()
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("dropout_rate",))
def train_step(params, opt_state, obs, target, key, dropout_rate):
    def loss_fn(p):
        pred = model.apply(p, obs, dropout_rate, True, rngs={"dropout": key})
        return jnp.mean((pred - target) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    obs = jax.random.normal(key, (128, 3))
    target = jnp.clip(obs @ jnp.array([[1.0], [-0.5], [0.3]]), -1, 1)
    params = model.init(key, obs, 0.0, False)
    opt_state = tx.init(params)
    for epoch in range(6):
        rate = 0.3 * (1 - epoch / 6)
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, obs, target, sub, dropout_rate=rate)
    print(float(loss))


if __name__ == "__main__":
    main()
