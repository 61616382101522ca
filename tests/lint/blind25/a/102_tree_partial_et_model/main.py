import jax.numpy as jnp
import numpy as np

from et_models import make_et_model
from sim import bucket_season

KC_TABLES = {
    "maize": np.concatenate([np.full(20, 0.3), np.linspace(0.3, 1.2, 30), np.full(40, 1.2)]),
    "soybean": np.concatenate([np.full(25, 0.4), np.linspace(0.4, 1.15, 25), np.full(40, 1.15)]),
    "cotton": np.concatenate([np.full(30, 0.35), np.linspace(0.35, 1.2, 30), np.full(30, 1.2)]),
}


def main():
    rng = np.random.default_rng(1)
    et0 = jnp.asarray(rng.uniform(4, 7, 90), jnp.float32)
    rain = jnp.asarray((rng.uniform(size=90) < 0.2) * rng.gamma(1.5, 10.0, 90), jnp.float32)
    for crop, kc in KC_TABLES.items():
        low, stress_days = bucket_season(make_et_model(kc), et0, rain, jnp.float32(150.0))
        print(f"{crop:8s}: minimum store {float(low):.0f} mm, stress days {int(stress_days)}")


if __name__ == "__main__":
    main()
