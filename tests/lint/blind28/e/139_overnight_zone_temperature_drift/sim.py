import jax
import jax.numpy as jnp


@jax.jit
def overnight_drift(p, t0, t_out):
    def step(t, to):
        t = t + p["ua"] * (to - t) / p["c"]
        return t, t

    _, temps = jax.lax.scan(step, t0, t_out)
    return temps[-1]
