import jax
import jax.numpy as jnp
import numpy as np

from pricing import get_pricer

N_PATHS = 2048
N_STEPS = 16


def realised_vol(closes):
    r = np.diff(np.log(closes))
    return float(r.std() * np.sqrt(252))


def main():
    rng = np.random.default_rng(17)
    closes = 100 * np.exp(np.cumsum(rng.standard_normal(40) * 0.015))
    key = jax.random.PRNGKey(0)
    for day in range(30, 36):
        vol = realised_vol(closes[day - 20:day])
        key, sub = jax.random.split(key)
        pricer = get_pricer(N_PATHS, N_STEPS)
        price = pricer(sub, jnp.float32(closes[day]), jnp.float32(100.0), jnp.float32(0.25), jnp.float32(vol))
        print(day, round(vol, 4), float(price))


if __name__ == "__main__":
    main()
