from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DenoisingAE

N_SENSORS = 14
model = DenoisingAE(N_SENSORS)
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("train",))
def recon_loss(params, x, key, train):
    recon = model.apply(params, x, not train, rngs={"dropout": key})
    return jnp.mean((recon - x) ** 2)


@jax.jit
def train_step(params, opt_state, x, key):
    loss, grads = jax.value_and_grad(recon_loss)(params, x, key, train=True)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(59)
    key = jax.random.PRNGKey(0)
    x = jnp.asarray(rng.normal(size=(64, N_SENSORS)), jnp.float32)
    x_val = jnp.asarray(rng.normal(size=(64, N_SENSORS)), jnp.float32)
    params = model.init(key, x[:1], True)
    opt_state = tx.init(params)
    for epoch in range(5):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, x, sub)
        val = recon_loss(params, x_val, sub, train=False)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
