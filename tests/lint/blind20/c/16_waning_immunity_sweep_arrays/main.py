import equinox as eqx
import jax.numpy as jnp

from model import SIRS


@eqx.filter_jit
def endemic_level(model, y0):
    prevalence = model.simulate(y0, 730)
    return prevalence[-180:].mean(), prevalence.max()


if __name__ == "__main__":
    y0 = jnp.array([1e5 - 30.0, 30.0, 0.0])
    for immunity_days in (90, 180, 365, 730):
        model = SIRS(beta=jnp.array(0.25), gamma=jnp.array(0.1),
                     waning=jnp.asarray(1.0 / immunity_days, dtype=jnp.float32))
        level, peak = endemic_level(model, y0)
        print(f"immunity {immunity_days:4d} d: endemic {float(level):8.1f}, peak {float(peak):8.1f}")
