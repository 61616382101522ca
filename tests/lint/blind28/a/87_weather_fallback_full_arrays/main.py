import jax
import jax.numpy as jnp
import numpy as np

from weather import hourly_forecast


@jax.jit
def terrace_covers(weather, reservations):
    pleasant = jax.nn.sigmoid((weather["temp"] - 18.0) / 3.0) * jax.nn.sigmoid((25.0 - weather["wind"]) / 4.0)
    return reservations * (0.4 + 0.6 * pleasant)


def main():
    rng = np.random.default_rng(0)
    for day in range(8):
        w = hourly_forecast(rng, day)
        res = jnp.asarray(rng.poisson(12, 24), jnp.float32)
        covers = terrace_covers(w, res)
        print(day, "terrace covers", round(float(covers.sum())))


if __name__ == "__main__":
    main()
