from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def rule_violations(shifts, rules):
    r = dict(rules)
    worked = shifts > 0
    run = jax.lax.associative_scan(lambda a, b: jnp.where(b > 0, a + b, 0), worked.astype(jnp.int32), axis=1)
    too_long = (run > r["max_consecutive"]).sum(1)
    night = (shifts == 3).sum(1) * r["night_penalty"]
    short_rest = ((shifts[:, :-1] == 3) & (shifts[:, 1:] == 1)).sum(1) * (r["min_rest_hours"] > 8)
    return too_long + night + short_rest
