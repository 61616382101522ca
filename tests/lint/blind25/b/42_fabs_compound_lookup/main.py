from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


COMPOUNDS = {
    "CPD-001": {"logp": 2.1, "mw": 310.0, "psa": 70.0},
    "CPD-002": {"logp": 3.4, "mw": 420.0, "psa": 55.0},
    "CPD-003": {"logp": 0.8, "mw": 280.0, "psa": 110.0},
    "CPD-004": {"logp": 4.2, "mw": 505.0, "psa": 40.0},
    "CPD-005": {"logp": 1.5, "mw": 350.0, "psa": 90.0},
}


def descriptor_table():
    names = list(COMPOUNDS)
    table = np.array([[COMPOUNDS[n]["logp"], COMPOUNDS[n]["mw"], COMPOUNDS[n]["psa"]] for n in names], np.float32)
    return names, table


NAMES, TABLE = descriptor_table()


@partial(jax.jit, static_argnames=("compound",))
def predicted_fabs(weights, compound):
    desc = jnp.asarray(TABLE[NAMES.index(compound)])
    z = (desc - TABLE.mean(0)) / TABLE.std(0)
    return jax.nn.sigmoid(weights @ z + 1.0)


def main():
    weights = jnp.array([0.8, -0.5, -1.2], jnp.float32)
    for round_ in range(2):
        for name in NAMES:
            print(f"round {round_} {name}: predicted Fabs {float(predicted_fabs(weights, compound=name)):.2f}")
        weights = weights * 1.1


if __name__ == "__main__":
    main()
