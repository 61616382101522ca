import numpy as np
import jax.numpy as jnp

from service import LoadExceedanceService


def legs(rng, n_legs=6):
    for _ in range(n_legs):
        yield jnp.asarray(rng.normal(0, 1, (32, 5)), jnp.float32)


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.asarray(rng.normal(0, 0.5, 5), jnp.float32), "b": jnp.float32(-1.0)}
    raw = LoadExceedanceService(params)
    calibrated = LoadExceedanceService(params, calibrated_temperature=1.3)
    for k, x in enumerate(legs(rng)):
        p_raw = raw.score(x)
        p_cal = calibrated.score(x)
        print(k, round(float(p_raw.mean()), 4), round(float(p_cal.mean()), 4))


if __name__ == "__main__":
    main()
