import equinox as eqx
import jax
import numpy as np

from model import SeasonalLoad


@eqx.filter_jit
def forecast_day(model, temp_mean, day_of_year):
    return model(temp_mean, day_of_year)


def main():
    model = SeasonalLoad(jax.random.PRNGKey(0))
    rng = np.random.default_rng(2)
    for doy in range(120, 126):
        temp = np.float32(rng.normal(12, 3))
        profile = forecast_day(model, temp, doy)
        print(f"day {doy}: daily energy {float(profile.sum()):.2f}")


if __name__ == "__main__":
    main()
