from functools import partial

import jax
import jax.numpy as jnp

DT = 1.0


@partial(jax.jit, static_argnames="horizon")
def plan_burns(state, target, horizon):
    # minimum-effort double integrator guidance via gradient descent on the control sequence
    def rollout(u):
        def f(s, uk):
            p, v = s[:3], s[3:]
            v = v + uk * DT
            return jnp.concatenate([p + v * DT, v]), None
        final, _ = jax.lax.scan(f, state, u)
        return final

    def cost(u):
        final = rollout(u)
        return 100.0 * jnp.sum((final - target) ** 2) + jnp.sum(u ** 2)

    u = jnp.zeros((horizon, 3))
    for _ in range(30):
        u = u - 1e-4 * jax.grad(cost)(u)
    return u[0]
