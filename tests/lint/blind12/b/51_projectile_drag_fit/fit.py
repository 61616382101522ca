import jax
import jax.numpy as jnp


def rollout(drag, v_init, n, dt=0.05):
    def step(carry, _):
        pos, vel = carry
        acc = jnp.array([0.0, -9.81]) - drag * jnp.linalg.norm(vel) * vel
        vel = vel + dt * acc
        return (pos + dt * vel, vel), pos

    _, traj = jax.lax.scan(step, (jnp.zeros(2), v_init), None, length=n)
    return traj


@jax.jit
def drag_loss_and_grad(drag, v_init, observed):
    def loss(d):
        return jnp.mean((rollout(d, v_init, observed.shape[0]) - observed) ** 2)

    return jax.value_and_grad(loss)(drag)
