import numpy as np
import jax
import jax.numpy as jnp

from train import model, tx, update, set_lr


def flight_log(n=512, seed=0):
    rng = np.random.default_rng(seed)
    tas = rng.uniform(20, 40, n)
    psi = rng.uniform(-np.pi, np.pi, n)
    wind = np.array([4.0, -2.0]) + rng.normal(0, 0.3, (n, 2))
    vg = np.stack([tas * np.cos(psi), tas * np.sin(psi)], 1) + wind
    x = np.concatenate([tas[:, None] / 30, np.cos(psi)[:, None], np.sin(psi)[:, None], vg / 30], 1)
    return jnp.asarray(x, jnp.float32), jnp.asarray(wind, jnp.float32)


def main():
    x, y = flight_log()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        opt_state = set_lr(opt_state, jnp.asarray(3e-3 * 0.5 ** epoch))
        for i in range(0, 512, 64):
            params, opt_state, loss = update(params, opt_state, x[i:i + 64], y[i:i + 64])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
