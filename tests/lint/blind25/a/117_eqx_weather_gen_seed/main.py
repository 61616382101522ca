import jax.numpy as jnp
import numpy as np

from generator import RichardsonWeather, seasonal_rain_scenario


def main():
    gen = RichardsonWeather(jnp.float32(0.25), jnp.float32(0.6), jnp.float32(7.5))
    totals = []
    for member in range(6):
        total, peak = seasonal_rain_scenario(gen, member)
        totals.append(float(total))
    print(f"ensemble season rain: mean {np.mean(totals):.0f} mm, range {min(totals):.0f}-{max(totals):.0f} mm")


if __name__ == "__main__":
    main()
