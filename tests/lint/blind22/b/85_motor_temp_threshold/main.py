import jax
import jax.numpy as jnp
import numpy as np

from thresholds import adaptive_limit


@jax.jit
def overheat_events(temps, limit):
    over = temps > limit
    return jnp.sum(over), jnp.max(temps - limit)


def main():
    rng = np.random.default_rng(109)
    history = []
    for window in range(5):
        temps = rng.normal(68.0, 3.0, size=16).astype(np.float32)
        limit = adaptive_limit(history)
        n, margin = overheat_events(temps, limit)
        history.extend(temps.tolist())
        print(window, type(limit).__name__, int(n), round(float(margin), 2))


if __name__ == "__main__":
    main()
