import jax.numpy as jnp
import numpy as np

from cruises import cruise_schedule
from npzd import simulate_at

PARAMS = {"mu": 1.2, "kn": 0.5, "g": 0.8, "kp": 0.6, "mp": 0.05, "mz": 0.1, "r": 0.07}


def main():
    params = {k: jnp.float32(v) for k, v in PARAMS.items()}
    y0 = jnp.array([8.0, 0.2, 0.1, 0.5], dtype=jnp.float32)
    for cruise in cruise_schedule():
        ys = simulate_at(params, y0, cruise["days"])
        model_chl = np.asarray(ys[:, 1]) * 1.59
        rmse = np.sqrt(np.mean((model_chl - cruise["chl"]) ** 2))
        print(f"{cruise['name']}: {len(cruise['days'])} stations, chl RMSE {rmse:.3f} mg/m^3")


if __name__ == "__main__":
    main()
