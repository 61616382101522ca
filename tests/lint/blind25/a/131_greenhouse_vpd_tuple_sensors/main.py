import jax
import jax.numpy as jnp
import numpy as np

from sensors import bay_readings


@jax.jit
def bay_vpd(temps, rh):
    t = jnp.mean(jnp.stack(temps), axis=0)
    es = 0.6108 * jnp.exp(17.27 * t / (t + 237.3))
    return es * (1.0 - rh / 100.0)


def main():
    rng = np.random.default_rng(3)
    for bay in "ABCDE":
        temps, rh = bay_readings(rng, bay)
        vpd = bay_vpd(temps, rh)
        print(f"bay {bay}: {len(temps)} air sensors, mean VPD {float(vpd.mean()):.2f} kPa")


if __name__ == "__main__":
    main()
