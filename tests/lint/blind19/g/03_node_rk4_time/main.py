import jax
import jax.numpy as jnp


def init_field(key, dim=2, width=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (dim + 1, width)) * 0.3,
        "b1": jnp.zeros(width),
        "w2": jax.random.normal(k2, (width, dim)) * 0.3,
        "b2": jnp.zeros(dim),
    }


def vector_field(params, y, t):
    h = jnp.tanh(jnp.concatenate([y, jnp.atleast_1d(t)]) @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


@jax.jit
def rk4_step(params, y, t, dt):
    k1 = vector_field(params, y, t)
    k2 = vector_field(params, y + 0.5 * dt * k1, t + 0.5 * dt)
    k3 = vector_field(params, y + 0.5 * dt * k2, t + 0.5 * dt)
    k4 = vector_field(params, y + dt * k3, t + dt)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def integrate(params, y0, ts):
    y, t = y0, 0.0
    traj = [y0]
    for t_next in ts[1:]:
        y = rk4_step(params, y, t, t_next - t)
        traj.append(y)
        t = t_next
    return jnp.stack(traj)


if __name__ == "__main__":
    params = init_field(jax.random.PRNGKey(0))
    y0 = jnp.array([1.0, 0.0])
    ts = jnp.linspace(0.0, 1.0, 11)
    traj = integrate(params, y0, ts)
    print(traj.shape, traj[-1])
