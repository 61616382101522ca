from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ChunkPolicy

OBS, ACT, CHUNK = 10, 3, 4
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames="model")
def train_step(params, opt_state, obs, act, key, model):
    def loss_fn(p):
        pred = model.apply(p, obs, train=True, rngs={"dropout": key})
        return jnp.mean(jnp.abs(pred - act))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = ChunkPolicy(ACT, CHUNK).init(key, jnp.zeros((1, OBS)), train=False)
    opt_state = tx.init(params)
    for epoch in range(4):
        model = ChunkPolicy(ACT, CHUNK, dropout_rate=0.1)
        for _ in range(3):
            key, sub = jax.random.split(key)
            obs = rng.normal(size=(16, OBS)).astype(np.float32)
            act = rng.normal(size=(16, CHUNK, ACT)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, obs, act, sub, model=model)
        print(epoch, model.dropout_rate, float(loss))


if __name__ == "__main__":
    main()
