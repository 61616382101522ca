from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import AutoregLoad

TF_STEPS = 3

model = AutoregLoad()
tx = optax.adam(3e-3)


def series(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n + 12)
    load = (1 + 0.5 * np.sin(2 * np.pi * t / 24) + 0.05 * rng.standard_normal(t.size)).astype(np.float32)
    hist = np.stack([load[i:i + 8] for i in range(n)])
    tgt = np.stack([load[i + 8:i + 12] for i in range(n)])
    return hist, tgt


@partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, hist, tgt, teacher_forcing):
    def loss_fn(p):
        pred = model.apply(p, hist, tgt, teacher_forcing=teacher_forcing)
        return jnp.mean((pred - tgt) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    hist, tgt = series(64)
    params = model.init(jax.random.PRNGKey(0), hist[:1], tgt[:1], True)
    opt_state = tx.init(params)
    for step in range(6):
        params, opt_state, loss = train_step(params, opt_state, hist, tgt, step < TF_STEPS)
        print(step, float(loss))


if __name__ == "__main__":
    main()
