import numpy as np
import jax
import jax.numpy as jnp

from window import RollingHistory


@jax.jit
def drift_forecast(kt_window, h):
    drift = jnp.mean(jnp.diff(kt_window))
    sigma = jnp.std(jnp.diff(kt_window))
    steps = jnp.arange(1, 11, dtype=jnp.float32)
    return kt_window[-1] + drift * steps, sigma * jnp.sqrt(steps), kt_window[-1] + drift * h


def main():
    rng = np.random.default_rng(910)
    hist = RollingHistory(list(np.cumsum(rng.normal(-1.0, 0.7, 30))), size=25)
    for year in range(2015, 2023):
        hist.push(hist.buf[-1] + rng.normal(-1.0, 0.7))
        mean, sd, at_h = drift_forecast(jnp.asarray(hist.array()), 5.0)
        print(year, round(float(mean[-1]), 2), round(float(sd[-1]), 2), round(float(at_h), 2))


if __name__ == "__main__":
    main()
