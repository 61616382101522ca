import numpy as np
import jax.numpy as jnp

from racking import initial_clarity, settle_week


def main():
    rng = np.random.default_rng(0)
    turb = jnp.asarray(rng.uniform(2, 60, 24), jnp.float32)
    rate = jnp.asarray(rng.uniform(0.02, 0.08, 24), jnp.float32)
    clarity = initial_clarity(turb)
    for week in range(8):
        clarity, turb = settle_week(clarity, turb, rate)
        print(f"week {week + 1}: {int(clarity.sum())}/24 barrels bright enough to rack")


if __name__ == "__main__":
    main()
