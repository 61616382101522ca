import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def closed_loop_cost(ctrl, t0, loads):
    def step(carry, load):
        t, integ = carry
        err = t - 23.0
        integ = integ + err
        flow = ctrl(err, integ)
        t = t + 0.1 * (load - 6.0 * flow)
        return (t, integ), (t - 23.0) ** 2 + 0.05 * flow
    _, cost = jax.lax.scan(step, (t0, jnp.float32(0.0)), loads)
    return cost.mean()
