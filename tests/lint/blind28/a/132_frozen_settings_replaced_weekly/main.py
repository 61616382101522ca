import jax.numpy as jnp
import numpy as np

from engine import stay_controls
from settings import StayControls, retune


def main():
    rng = np.random.default_rng(0)
    controls = StayControls()
    base = jnp.full(28, 140.0, jnp.float32)
    for week in range(5):
        occ = jnp.asarray(rng.uniform(0.3, 1.0, 28), jnp.float32)
        rates, restrict = stay_controls(occ, base, controls=controls)
        controls = retune(controls, float(restrict.mean()))
        print(week, round(float(rates.mean()), 2), int(restrict.sum()), controls.min_los_threshold)


if __name__ == "__main__":
    main()
