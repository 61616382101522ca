from functools import partial

import jax
import jax.numpy as jnp
import optax
import numpy as np


def objective(params, t, conc, dose):
    cl, v, ka = jnp.exp(params["cl"]), jnp.exp(params["v"]), jnp.exp(params["ka"])
    k = cl / v
    pred = dose[:, None] * ka[:, None] / (v[:, None] * (ka - k)[:, None]) * (jnp.exp(-k[:, None] * t) - jnp.exp(-ka[:, None] * t))
    return jnp.mean((jnp.log(pred) - jnp.log(conc)) ** 2)


@partial(jax.jit, static_argnums=(0,))
def optimizer_step(tx, params, opt_state, t, conc, dose):
    loss, g = jax.value_and_grad(objective)(params, t, conc, dose)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def optimizer_for_epoch(epoch, base_lr=0.05):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(base_lr * 0.7 ** epoch))


def make_data(n=40, seed=5):
    rng = np.random.default_rng(seed)
    t = np.array([0.5, 1, 2, 4, 8, 12, 24], np.float32)
    cl, v, ka = rng.lognormal(np.log(4), .3, n), rng.lognormal(np.log(40), .2, n), rng.lognormal(0.2, .3, n)
    dose = np.full(n, 100.0, np.float32)
    k = cl / v
    c = (dose * ka / (v * (ka - k)))[:, None] * (np.exp(-k[:, None] * t) - np.exp(-ka[:, None] * t))
    return jnp.asarray(t), jnp.asarray(c * rng.lognormal(0, .1, c.shape), jnp.float32), jnp.asarray(dose)


def main():
    t, conc, dose = make_data()
    n = conc.shape[0]
    params = {"cl": jnp.full(n, np.log(3.0), jnp.float32), "v": jnp.full(n, np.log(30.0), jnp.float32),
              "ka": jnp.full(n, 0.0, jnp.float32)}
    for epoch in range(4):
        tx = optimizer_for_epoch(epoch)
        opt_state = tx.init(params)
        for _ in range(25):
            params, opt_state, loss = optimizer_step(tx, params, opt_state, t, conc, dose)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
