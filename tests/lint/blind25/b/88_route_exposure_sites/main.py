from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


SOURCES = [
    ("site-01", "IV"), ("site-02", "oral"), ("site-03", "iv"),
    ("site-04", "Oral"), ("site-05", "IV"), ("site-06", "oral"),
]


def administration_records(seed=0):
    rng = np.random.default_rng(seed)
    for site, route in SOURCES:
        yield {"site": site, "route": route.strip(), "dose": np.float32(rng.choice([100.0, 200.0])),
               "wt": np.float32(rng.normal(72, 10))}


T = jnp.linspace(0.0, 24.0, 49)


@partial(jax.jit, static_argnames=("route",))
def exposure_profile(dose, wt, route):
    v = 0.8 * wt
    k = 0.1
    if route.lower() == "iv":
        return dose / v * jnp.exp(-k * T)
    ka, f = 1.0, 0.6
    return f * dose * ka / (v * (ka - k)) * (jnp.exp(-k * T) - jnp.exp(-ka * T))


def main():
    for rec in administration_records():
        c = exposure_profile(rec["dose"], rec["wt"], route=rec["route"])
        print(f"{rec['site']}: route={rec['route']:5s} AUC0-24 {float(jnp.trapezoid(c, T)):.1f}")


if __name__ == "__main__":
    main()
