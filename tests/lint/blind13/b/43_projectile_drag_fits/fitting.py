import jax
import jax.numpy as jnp

G = 9.81


def simulate(params, t_obs, dt=0.05):
    k, vx0, vy0 = params
    n = t_obs.shape[0]

    def step(carry, _):
        pos, vel = carry
        acc = jnp.array([0.0, -G]) - k * jnp.linalg.norm(vel) * vel
        vel = vel + dt * acc
        return (pos + dt * vel, vel), pos

    _, traj = jax.lax.scan(step, (jnp.zeros(2), jnp.array([vx0, vy0])), None, length=n)
    return traj


@jax.jit
def fit_drag(params, t_obs, xy_obs, n_iter=5):
    def residual(p):
        return (simulate(p, t_obs) - xy_obs).ravel()

    def gauss_newton(p, _):
        r = residual(p)
        J = jax.jacfwd(residual)(p)
        dp = jnp.linalg.solve(J.T @ J + 1e-6 * jnp.eye(3), -J.T @ r)
        return p + dp, jnp.sum(r ** 2)

    p, hist = jax.lax.scan(gauss_newton, params, None, length=n_iter)
    return p, hist[-1]
