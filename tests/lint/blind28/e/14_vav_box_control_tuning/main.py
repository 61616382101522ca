import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp


class VAVController(eqx.Module):
    kp: jax.Array
    ki: jax.Array
    min_flow: float = 0.15

    def __call__(self, err, integ):
        return jnp.clip(self.kp * err + self.ki * integ, self.min_flow, 1.0)


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


rng = np.random.default_rng(8)
loads = jnp.asarray(2.0 + rng.uniform(0, 3, size=120), jnp.float32)

ctrl = VAVController(kp=jnp.float32(0.3), ki=jnp.float32(0.02))
best = float(closed_loop_cost(ctrl, jnp.float32(25.0), loads))
for it in range(6):
    for delta in (-0.05, 0.05):
        trial = eqx.tree_at(lambda c: c.kp, ctrl, ctrl.kp + delta)
        c = float(closed_loop_cost(trial, jnp.float32(25.0), loads))
        if c < best:
            best, ctrl = c, trial
print(f"kp={float(ctrl.kp):.2f} cost={best:.4f}")
