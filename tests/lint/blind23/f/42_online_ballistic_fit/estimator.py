import jax
import jax.numpy as jnp


def decay_model(theta, t):
    # along-track position under constant drag: s(t) = s0 + v0 t - 0.5 b t^2
    s0, v0, b = theta
    return s0 + v0 * t - 0.5 * b * t ** 2


@jax.jit
def refit(theta, t, s):
    def loss(th):
        return jnp.mean((decay_model(th, t) - s) ** 2)
    J = jax.jacfwd(lambda th: decay_model(th, t))(theta)
    r = s - decay_model(theta, t)
    return theta + jnp.linalg.lstsq(J, r)[0], loss(theta)


class OnlineFitter:
    def __init__(self):
        self.t = jnp.zeros((0,))
        self.s = jnp.zeros((0,))
        self.theta = jnp.array([0.0, 7.0, 0.0])

    def add(self, t, s):
        self.t = jnp.append(self.t, t)
        self.s = jnp.append(self.s, s)
        if self.t.shape[0] >= 3:
            self.theta, _ = refit(self.theta, self.t, self.s)
        return self.theta
