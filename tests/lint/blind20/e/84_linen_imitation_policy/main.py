from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import MPCImitationPolicy

model = MPCImitationPolicy()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, obs, target, key):
    def loss_fn(p):
        pred = model.apply(p, obs, True, rngs={"dropout": key})
        return jnp.mean((pred - target) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


@partial(jax.jit, static_argnames=("train",))
def predict(params, obs, train=False):
    return model.apply(params, obs, train)


def main():
    key = jax.random.PRNGKey(0)
    obs = jax.random.normal(key, (128, 3))
    target = jnp.clip(obs @ jnp.array([[1.0], [-0.5], [0.3]]), -1, 1)
    params = model.init(key, obs, False)
    opt_state = tx.init(params)
    for epoch in range(6):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, obs, target, sub)
        val = jnp.mean((predict(params, obs) - target) ** 2)
    print(float(loss), float(val))


if __name__ == "__main__":
    main()
