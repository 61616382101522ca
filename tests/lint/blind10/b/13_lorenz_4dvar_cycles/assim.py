import jax
import jax.numpy as jnp


def lorenz63(x, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    return jnp.array([
        sigma * (x[1] - x[0]),
        x[0] * (rho - x[2]) - x[1],
        x[0] * x[1] - beta * x[2],
    ])


def rk4(x, dt):
    k1 = lorenz63(x)
    k2 = lorenz63(x + 0.5 * dt * k1)
    k3 = lorenz63(x + 0.5 * dt * k2)
    k4 = lorenz63(x + dt * k3)
    return x + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def forecast(x0, n_obs, dt=0.01, steps_per_obs=5):
    def obs_interval(x, _):
        x = jax.lax.fori_loop(0, steps_per_obs, lambda _, v: rk4(v, dt), x)
        return x, x[0]

    _, ys = jax.lax.scan(obs_interval, x0, None, length=n_obs)
    return ys


def fourdvar_cost(x0, obs, background, b_weight=0.1):
    pred = forecast(x0, obs.shape[0])
    return 0.5 * jnp.sum((pred - obs) ** 2) + 0.5 * b_weight * jnp.sum((x0 - background) ** 2)


@jax.jit
def analysis_update(x0, obs, background, lr=1e-3):
    def body(_, x):
        return x - lr * jax.grad(fourdvar_cost)(x, obs, background)

    return jax.lax.fori_loop(0, 20, body, x0)
