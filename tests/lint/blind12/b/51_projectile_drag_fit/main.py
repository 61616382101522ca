import jax.numpy as jnp
import numpy as np

from ballistics import observe_trajectory
from fit import drag_loss_and_grad

LAUNCHES = [(30.0, 45.0), (25.0, 60.0), (35.0, 30.0), (20.0, 70.0), (28.0, 50.0), (32.0, 40.0)]

if __name__ == "__main__":
    drag = jnp.float32(0.001)
    for i, (v0, angle) in enumerate(LAUNCHES):
        obs = observe_trajectory(v0, angle, drag=0.004, seed=i)
        th = np.radians(angle)
        v_init = jnp.array([v0 * np.cos(th), v0 * np.sin(th)], dtype=jnp.float32)
        loss, g = drag_loss_and_grad(drag, v_init, jnp.asarray(obs))
        drag = drag - 1e-8 * g
        print(f"launch {i}: {obs.shape[0]} samples, loss {float(loss):.3f}, drag {float(drag):.5f}")
