import json

import jax
import jax.numpy as jnp


PROTOCOLS_JSON = """
[
  {"id": "P-101", "titration_mg": [5, 10, 20, 40]},
  {"id": "P-102", "titration_mg": [2.5, 5, 10, 20]},
  {"id": "P-201", "titration_mg": [10, 20, 40, 80]},
  {"id": "P-202", "titration_mg": [7.5, 15, 30, 45]}
]
"""


def load_protocols():
    return json.loads(PROTOCOLS_JSON)


@jax.jit
def titration_exposure(steps_mg, cl, days_per_step):
    daily_auc = steps_mg / cl
    cumulative = jnp.cumsum(daily_auc * days_per_step)
    return daily_auc, cumulative[-1]


def main():
    cl = jnp.float32(8.0)
    days = jnp.float32(7.0)
    for proto in load_protocols():
        steps = jnp.asarray(proto["titration_mg"], dtype=jnp.float32)
        auc, total = titration_exposure(steps, cl, days)
        print(f"{proto['id']}: final daily AUC {float(auc[-1]):.2f}, cumulative {float(total):.1f}")


if __name__ == "__main__":
    main()
