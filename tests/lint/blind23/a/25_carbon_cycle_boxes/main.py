import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class CarbonCycleBox(eqx.Module):
    rates: jax.Array
    fractions: jax.Array
    year: jax.Array

    def __init__(self):
        self.rates = jnp.array([1 / 394.4, 1 / 36.54, 1 / 4.304, 0.0])
        self.fractions = jnp.array([0.2173, 0.2240, 0.2824, 0.2763])
        self.year = jnp.asarray(2000.0)


@eqx.filter_jit
def box_step(model, reservoirs, emissions):
    new = reservoirs * (1 - model.rates) + model.fractions * emissions
    model = eqx.tree_at(lambda m: m.year, model, model.year + 1.0)
    return model, new


def main():
    model = CarbonCycleBox()
    reservoirs = jnp.zeros(4)
    emissions = np.linspace(10.0, 12.0, 30).astype(np.float32)
    for e in emissions:
        model, reservoirs = box_step(model, reservoirs, e)
    print(float(model.year), float(reservoirs.sum()) / 2.12)


if __name__ == "__main__":
    main()
