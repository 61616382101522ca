from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("style",))
def maceration_extraction(days, temp, style):
    # anthocyanin (mg/L) extracted during skin contact; whites only see a short cold soak
    if style == "red":
        k = 0.35 * jnp.exp(0.04 * (temp - 25.0))
        return 550.0 * (1.0 - jnp.exp(-k * days)) * jnp.exp(-0.015 * days)
    k = 0.8 * jnp.exp(0.04 * (temp - 10.0))
    return 15.0 * (1.0 - jnp.exp(-k * jnp.minimum(days, 1.0)))


def main():
    rng = np.random.default_rng(8)
    ferments = [("Grenache", "red"), ("Viognier", "white"), ("Syrah", "red"), ("Marsanne", "white"),
                ("Mourvedre", "red"), ("Roussanne", "white")]
    days = jnp.arange(0.0, 21.0, 1.0)
    for name, style in ferments:
        temp = jnp.float32(rng.uniform(24, 30) if style == "red" else rng.uniform(8, 12))
        curve = maceration_extraction(days, temp, style=style)
        print(f"{name:10s} peak {float(curve.max()):6.1f} mg/L on day {int(curve.argmax())}")


if __name__ == "__main__":
    main()
