import itertools

import jax.numpy as jnp
import numpy as np
import optax

from train import train_step

LR = 0.05
STEPS = 4


def make_data(n=100, seed=0):
    rng = np.random.default_rng(seed)
    x = np.sort(rng.uniform(0, 10, n))
    y = np.sin(x) + 0.3 * np.cos(3 * x) + 0.1 * rng.normal(size=n)
    return jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.float32)


def init_params(x, n_inducing, ell0, seed):
    rng = np.random.default_rng(seed)
    z = np.sort(rng.choice(np.asarray(x), n_inducing, replace=False))
    return {"z": jnp.asarray(z), "log_ell": jnp.log(jnp.float32(ell0)),
            "log_var": jnp.zeros((), jnp.float32), "log_noise": jnp.log(jnp.float32(0.1))}


def main():
    x, y = make_data()
    results = {}
    for ell0, seed in itertools.product([0.3, 1.0], [0, 1]):
        params = init_params(x, 8, ell0, seed)
        optimizer = optax.adam(LR)
        opt_state = optimizer.init(params)
        for _ in range(STEPS):
            params, opt_state, loss = train_step(params, opt_state, optimizer, x, y)
        results[(ell0, seed)] = float(loss)
        print(f"ell0={ell0} seed={seed}: -ELBO {float(loss):.2f}")
    print("best init", min(results, key=results.get))


if __name__ == "__main__":
    main()
