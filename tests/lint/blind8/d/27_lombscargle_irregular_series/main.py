import jax.numpy as jnp
import numpy as np

from sensors import load_sensor_logs
from spectral import lomb_scargle

FREQS = jnp.linspace(0.02, 0.5, 200)


def main():
    for name, (t, y, true_period) in load_sensor_logs(6).items():
        power = lomb_scargle(jnp.asarray(t), jnp.asarray(y), FREQS)
        peak = float(FREQS[int(jnp.argmax(power))])
        print(f"{name}: n={len(t)} detected period={1 / peak:.2f} true={true_period:.2f}")


if __name__ == "__main__":
    main()
