import functools

import jax
import jax.numpy as jnp


def bicycle(state, ctrl, cfg):
    x, y, yaw, v = state
    accel, steer = ctrl
    x = x + v * jnp.cos(yaw) * cfg.dt
    y = y + v * jnp.sin(yaw) * cfg.dt
    yaw = yaw + v / cfg.wheelbase * jnp.tan(steer) * cfg.dt
    v = v + accel * cfg.dt
    return jnp.stack([x, y, yaw, v])


def tracking_cost(ctrls, state0, ref, cfg):
    def body(s, u):
        s = bicycle(s, u, cfg)
        return s, s
    _, states = jax.lax.scan(body, state0, ctrls)
    pos_err = jnp.sum((states[:, :2] - ref) ** 2)
    return pos_err + 0.1 * jnp.sum(ctrls ** 2)


@functools.partial(jax.jit, static_argnames=("cfg",))
def solve(state0, ref, warm_start, cfg):
    grad_fn = jax.grad(tracking_cost)

    def gd(i, u):
        return u - 0.002 * grad_fn(u, state0, ref, cfg)
    return jax.lax.fori_loop(0, cfg.iters, gd, warm_start)
