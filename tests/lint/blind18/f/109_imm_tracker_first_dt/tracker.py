import jax
import jax.numpy as jnp


@jax.jit
def cv_predict(x, P, dt):
    F = jnp.array([[1.0, 0.0, dt, 0.0], [0.0, 1.0, 0.0, dt], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]])
    return F @ x, F @ P @ F.T + 0.1 * jnp.eye(4)


class Tracklet:
    def __init__(self, xy):
        self.x = jnp.array([xy[0], xy[1], 0.0, 0.0], jnp.float32)
        self.P = jnp.eye(4, dtype=jnp.float32)
        self.last_stamp = None

    def predict_to(self, stamp):
        dt = stamp - self.last_stamp if self.last_stamp is not None else 0
        self.x, self.P = cv_predict(self.x, self.P, dt)
        self.last_stamp = stamp
        return self.x
