import jax
import jax.numpy as jnp

from measurements import DT


def predicted_track(log_drag, v0, angle, n_steps):
    drag = jnp.exp(log_drag)

    def step(state, _):
        pos, vel = state
        acc = jnp.array([0.0, -9.81]) - drag * jnp.linalg.norm(vel) * vel
        vel = vel + DT * acc
        pos = pos + DT * vel
        return (pos, vel), pos

    vel0 = v0 * jnp.array([jnp.cos(angle), jnp.sin(angle)])
    _, track = jax.lax.scan(step, (jnp.zeros(2), vel0), None, length=n_steps)
    return track


@jax.jit
def drag_update(log_drag, v0, angle, observed, mask, lr=0.5):
    def loss(ld):
        err = jnp.sum((predicted_track(ld, v0, angle, observed.shape[0]) - observed) ** 2, axis=-1)
        return jnp.sum(err * mask) / (2.0 * jnp.sum(mask))

    value, g = jax.value_and_grad(loss)(log_drag)
    return log_drag - lr * g, value
