import jax
import jax.numpy as jnp


def lorenz96(x, forcing=8.0):
    return (jnp.roll(x, -1, -1) - jnp.roll(x, 2, -1)) * jnp.roll(x, 1, -1) - x + forcing


def forecast(ensemble, dt, n_steps):
    def rk4(x, _):
        k1 = lorenz96(x)
        k2 = lorenz96(x + 0.5 * dt * k1)
        k3 = lorenz96(x + 0.5 * dt * k2)
        k4 = lorenz96(x + dt * k3)
        return x + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4), None

    x, _ = jax.lax.scan(rk4, ensemble, None, length=n_steps)
    return x


def analysis(ensemble, obs, obs_noise):
    mean = ensemble.mean(0)
    A = ensemble - mean
    P = A.T @ A / (ensemble.shape[0] - 1)
    K = P @ jnp.linalg.inv(P + obs_noise * jnp.eye(P.shape[0]))
    return ensemble + (obs - ensemble) @ K.T
