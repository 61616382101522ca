from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DenoisingAE

N_SENSORS = 14
model = DenoisingAE(N_SENSORS)
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("drop_rate",))
def train_step(params, opt_state, x, key, drop_rate):
    def loss_fn(p):
        recon = model.apply(p, x, drop_rate, False, rngs={"dropout": key})
        return jnp.mean((recon - x) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def drop_schedule(epoch, start=0.5, decay=0.1):
    return max(start - decay * epoch, 0.1)


def main():
    rng = np.random.default_rng(59)
    key = jax.random.PRNGKey(0)
    x = jnp.asarray(rng.normal(size=(64, N_SENSORS)), jnp.float32)
    params = model.init(key, x[:1], 0.0, True)
    opt_state = tx.init(params)
    for epoch in range(5):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, x, sub, drop_rate=drop_schedule(epoch))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
