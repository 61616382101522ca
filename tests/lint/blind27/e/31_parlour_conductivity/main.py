import jax
import jax.numpy as jnp

from records import load_parlour_export


@jax.jit
def quarter_conductivity_flags(yields, conductivity):
    # compare each half-udder to the cow's other half (inter-quarter ratio)
    ratio = conductivity / conductivity.min(axis=1, keepdims=True)
    low_yield = yields < 0.8 * yields.mean()
    return (ratio > 1.15) & low_yield


for day in range(6):
    y, c = load_parlour_export(day)
    flags = quarter_conductivity_flags(y, c)
    print("day", day, "flagged quarters", int(flags.sum()))
