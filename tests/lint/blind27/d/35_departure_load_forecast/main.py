import jax.numpy as jnp
import numpy as np

from forecast import forecast_load
from service import hours_remaining


def main():
    rng = np.random.default_rng(0)
    coefs = jnp.array([0.1, 0.2, 0.3, 0.35])
    recent = jnp.asarray(rng.uniform(200, 400, 4).astype(np.float32))
    for now in range(6, 12):
        path = forecast_load(coefs, recent, horizon=hours_remaining(now))
        print(f"{now:02d}:00 peak expected {float(path.max()):.0f} pax over {path.shape[0]} h")
        recent = jnp.concatenate([recent[1:], jnp.asarray(rng.uniform(200, 400, 1), jnp.float32)])


if __name__ == "__main__":
    main()
