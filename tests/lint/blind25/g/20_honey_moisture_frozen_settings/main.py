from dataclasses import dataclass
from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class RefractometerSettings:
    temp_ref: float = 20.0
    temp_coeff: float = 0.00023
    chart: str = "chataway"


@partial(jax.jit, static_argnums=(2,))
def moisture_percent(ri, temp_c, settings):
    ri_20 = ri + settings.temp_coeff * (temp_c - settings.temp_ref)
    # linearised Chataway table around 18 % water
    return 18.0 + (1.4915 - ri_20) * 400.0


def main():
    rng = np.random.default_rng(12)
    for batch in range(5):
        ri = rng.uniform(1.4850, 1.4990, size=25).astype(np.float32)
        temps = rng.uniform(18, 26, size=25).astype(np.float32)
        w = moisture_percent(ri, temps, RefractometerSettings())
        print(f"batch {batch}: {float(jnp.mean(w)):.2f}% water, {int(jnp.sum(w > 18.6))} over limit")


if __name__ == "__main__":
    main()
