import jax
import jax.numpy as jnp


def period_estimate(theta0, g=9.81, length=1.0, dt=0.002, n_steps=1500):
    def step(carry, _):
        th, om, t, crossed, period = carry
        om_new = om - dt * g / length * jnp.sin(th)
        th_new = th + dt * om_new
        t = t + dt
        hit = (th > 0) & (th_new <= 0) & (~crossed)
        period = jnp.where(hit, 4 * t, period)
        return (th_new, om_new, t, crossed | hit, period), None

    init = (theta0, 0.0, 0.0, False, jnp.nan)
    (_, _, _, _, period), _ = jax.lax.scan(step, init, None, length=n_steps)
    return period


batched_period = jax.jit(jax.vmap(period_estimate))
