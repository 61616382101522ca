import numpy as np
import jax.numpy as jnp

from curve import spot_rate
from valuation import annuity_pv


def qx_from(age, horizon=40):
    ages = np.arange(age, age + horizon)
    return jnp.asarray(np.minimum(1e-4 * np.exp(0.095 * (ages - 30)), 1.0), jnp.float32)


def main():
    book = [
        {"id": 1, "age": 65, "pay": 12000.0, "basis": "market"},
        {"id": 2, "age": 70, "pay": 9000.0, "basis": "pricing", "flat": 0.025},
        {"id": 3, "age": 68, "pay": 15000.0, "basis": "market"},
        {"id": 4, "age": 75, "pay": 7000.0, "basis": "pricing", "flat": 0.025},
    ]
    for pol in book:
        qx = qx_from(pol["age"])
        duration = 0.5 * (85 - pol["age"])
        rate = spot_rate(duration, pol.get("flat"))
        pv = annuity_pv(qx, rate, pol["pay"])
        print(pol["id"], pol["basis"], round(float(pv), 0))


if __name__ == "__main__":
    main()
