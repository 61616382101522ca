import jax
import jax.numpy as jnp


def make_loss(observed_times, distances):
    def travel_time_loss(theta):
        speed = jnp.exp(theta[0])
        dwell = jnp.exp(theta[1])
        pred = distances / speed * 60.0 + dwell
        return jnp.mean((pred - observed_times) ** 2)
    return travel_time_loss


def fit_route(observed_times, distances, steps=40, lr=0.05):
    loss = make_loss(observed_times, distances)

    @jax.jit
    def gd_step(theta):
        g = jax.grad(loss)(theta)
        g = g / (1.0 + jnp.linalg.norm(g))
        return theta - lr * g

    theta = jnp.array([jnp.log(20.0), jnp.log(0.5)])
    for _ in range(steps):
        theta = gd_step(theta)
    return jnp.exp(theta)
