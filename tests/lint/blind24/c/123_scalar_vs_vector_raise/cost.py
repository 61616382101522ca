import jax
import jax.numpy as jnp


@jax.jit
def payroll_after_raise(salaries, raise_pct, months_remaining):
    new = salaries * (1.0 + raise_pct)
    return (new * months_remaining / 12.0).sum(), (new - salaries).sum()
