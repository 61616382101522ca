import numpy as np
import jax
import jax.numpy as jnp

MU = 398600.4418
MAX_OBS = 64


def two_body(x, dt):
    r, v = x[:3], x[3:]
    a = -MU * r / jnp.linalg.norm(r) ** 3
    v2 = v + a * dt
    return jnp.concatenate([r + v2 * dt, v2])


@jax.jit
def ekf_pass(x0, P0, z, mask, station, dt):
    F = jax.jacfwd(two_body)
    R = 0.01 ** 2
    Q = jnp.eye(6) * 1e-8

    def step(carry, inp):
        x, P = carry
        zk, mk = inp
        Fk = F(x, dt)
        x = two_body(x, dt)
        P = Fk @ P @ Fk.T + Q
        h = lambda s: jnp.linalg.norm(s[:3] - station)
        H = jax.grad(h)(x)[None, :]
        S = H @ P @ H.T + R
        K = P @ H.T / S
        innov = (zk - h(x)) * mk
        x = x + (K * innov)[:, 0]
        P = P - mk * (K @ H @ P)
        return (x, P), innov

    (x, P), res = jax.lax.scan(step, (x0, P0), (z, mask))
    return x, P, res


def make_pass(rng, n, station):
    z = 7000.0 + rng.normal(0, 5.0, size=n)
    zp = np.zeros(MAX_OBS, np.float32)
    m = np.zeros(MAX_OBS, np.float32)
    zp[:n] = z
    m[:n] = 1.0
    return jnp.asarray(zp), jnp.asarray(m)


def main():
    rng = np.random.default_rng(3)
    station = jnp.array([6378.0, 0.0, 0.0])
    x = jnp.array([7000.0, 0.0, 0.0, 0.0, 7.5, 0.0])
    P = jnp.eye(6) * 1.0
    for n_obs in [23, 41, 37, 58, 12]:
        z, m = make_pass(rng, n_obs, station)
        x, P, res = ekf_pass(x, P, z, m, station, 10.0)
        print(n_obs, float(jnp.sum(jnp.abs(res))))


if __name__ == "__main__":
    main()
