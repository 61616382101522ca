import jax
import jax.numpy as jnp
import numpy as np

from feeds import WeatherFeed, weather_or_default


@jax.jit
def hourly_ridership(base, weather, has_weather):
    temp_effect = 0.02 * (weather[0] - 12.0)
    rain_effect = -0.08 * weather[1]
    return base * jnp.exp(has_weather * (temp_effect + rain_effect))


def main():
    feed = WeatherFeed()
    rng = np.random.default_rng(1)
    for hour in range(12):
        base = jnp.asarray(rng.poisson(300, 10), jnp.float32)
        weather, flag = weather_or_default(feed.get(hour))
        pred = hourly_ridership(base, weather, flag)
        print(hour, int(pred.sum()))


if __name__ == "__main__":
    main()
