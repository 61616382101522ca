from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def superposition_profile(pk, t, n_doses, tau):
    cl, v, ka = pk
    k = cl / v
    total = jnp.zeros_like(t)
    for i in range(n_doses):
        td = t - i * tau
        c = ka / (v * (ka - k)) * (jnp.exp(-k * td) - jnp.exp(-ka * td))
        total = total + jnp.where(td >= 0, c, 0.0)
    return total


def regimen_summary(pk, regimen):
    t = jnp.linspace(0.0, regimen["days"] * 24.0, 400)
    n = int(regimen["days"] * 24 / regimen["tau"])
    conc = regimen["dose"] * superposition_profile(pk, t, n, jnp.float32(regimen["tau"]))
    return float(conc.max()), float(conc[-50:].min())


def main():
    pk = jnp.array([4.0, 35.0, 1.1])
    regimens = [
        {"name": "QD 7d", "dose": 200.0, "tau": 24.0, "days": 7},
        {"name": "BID 7d", "dose": 100.0, "tau": 12.0, "days": 7},
        {"name": "TID 5d", "dose": 70.0, "tau": 8.0, "days": 5},
        {"name": "QD 10d", "dose": 200.0, "tau": 24.0, "days": 10},
    ]
    for reg in regimens:
        cmax, ctrough = regimen_summary(pk, reg)
        print(f"{reg['name']:8s} Cmax={cmax:.2f} Ctrough={ctrough:.2f}")


if __name__ == "__main__":
    main()
