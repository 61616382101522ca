import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def simulate_closed_loop(kp, kd, x0):
    # double integrator under PD control, 100 steps of 10 ms
    def body(x, _):
        pos, vel = x
        u = -kp * pos - kd * vel
        vel = vel + 0.01 * u
        pos = pos + 0.01 * vel
        return jnp.stack([pos, vel]), pos
    _, traj = jax.lax.scan(body, x0, None, length=100)
    return traj


def overshoot(traj):
    return float(-jnp.min(traj))


if __name__ == "__main__":
    kp, kd = 20.0, 2.0
    x0 = jnp.array([1.0, 0.0])
    for it in range(5):
        os_ = overshoot(simulate_closed_loop(kp, kd, x0))
        print(f"iter {it}: kd={kd:.3f} overshoot={os_:.4f}")
        # crude gain tuning: raise damping while overshooting
        kd = np.clip(kd * (1 + os_), 0.5, 15.0)
