import numpy as np
import jax
import jax.numpy as jnp


def range_model(x, stations):
    return jnp.linalg.norm(x[None, :3] - stations, axis=1)


@jax.jit
def gauss_newton(x, z, stations, prior_info):
    H = jax.jacfwd(range_model)(x, stations)
    r = z - range_model(x, stations)
    W = jnp.eye(z.shape[0]) / 0.05 ** 2
    info = H.T @ W @ H
    if prior_info is not None:
        info = info + prior_info
    dx = jnp.linalg.solve(info + 1e-9 * jnp.eye(6), H.T @ W @ r)
    return x + dx, info


def main():
    rng = np.random.default_rng(5)
    stations = jnp.asarray(rng.normal(0, 6378.0, (8, 3)), dtype=jnp.float32)
    truth = jnp.array([7000.0, 100.0, -50.0, 0.0, 7.5, 0.0])
    x = truth + jnp.array([5.0, -3.0, 2.0, 0.0, 0.0, 0.0])
    info = None
    for batch in range(5):
        z = range_model(truth, stations) + jnp.asarray(rng.normal(0, 0.05, 8), dtype=jnp.float32)
        x, info = gauss_newton(x, z, stations, info)
        print(batch, float(jnp.linalg.norm(x[:3] - truth[:3])))


if __name__ == "__main__":
    main()
