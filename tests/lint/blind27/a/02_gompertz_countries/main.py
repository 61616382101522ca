import numpy as np
import jax.numpy as jnp

from data import load_country, to_fixed_grid
from model import fit_step, opt

COUNTRIES = [("AT", 30, 95), ("BE", 25, 100), ("CH", 40, 90), ("DK", 20, 99)]


def main():
    rng = np.random.default_rng(3)
    for name, lo, hi in COUNTRIES:
        rec = load_country(rng, name, lo, hi)
        ages, d, e = to_fixed_grid(rec)
        theta = jnp.array([-5.0, 0.9, -8.0])
        state = opt.init(theta)
        for _ in range(60):
            theta, state, loss = fit_step(theta, state, jnp.asarray(ages), jnp.asarray(d), jnp.asarray(e))
        print(name, lo, hi, np.round(np.asarray(theta), 3), float(loss))


if __name__ == "__main__":
    main()
