import jax.numpy as jnp
import numpy as np

from steps import get_step

N_TEAMS = 6


def results(rng, n=30):
    home = rng.integers(0, N_TEAMS, n)
    away = (home + rng.integers(1, N_TEAMS, n)) % N_TEAMS
    return (home.astype(np.int32), away.astype(np.int32),
            rng.poisson(1.4, n).astype(np.float32), rng.poisson(1.1, n).astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    params = {"att": jnp.zeros(N_TEAMS), "def": jnp.zeros(N_TEAMS), "home": jnp.zeros(())}
    lr = 0.2
    for rnd in range(5):
        step = get_step("poisson")
        params, loss = step(params, *results(rng), lr)
        lr = round(lr * 0.8, 4)
        print(rnd, float(loss))


if __name__ == "__main__":
    main()
