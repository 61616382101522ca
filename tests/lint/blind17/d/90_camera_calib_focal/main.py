import jax.numpy as jnp
import numpy as np

from camera import calib_step, init_camera, project

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    points = jnp.asarray(rng.uniform(-1, 1, size=(30, 3)).astype(np.float32))
    true_cam = {"angles": jnp.array([0.1, -0.05, 0.2]), "t": jnp.array([0.1, -0.2, 5.5]), "focal": jnp.float32(1.3)}
    pixels = project(true_cam, points)
    cam = init_camera()
    for it in range(5):
        cam, loss = calib_step(cam, points, pixels)
        print(it, float(loss))
