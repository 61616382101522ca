import jax
import jax.numpy as jnp
import numpy as np

STATIONS = jnp.array([[0.0, 0.0], [30.0, 5.0], [10.0, 40.0], [-20.0, 25.0], [-15.0, -30.0]])


def synthetic_picks(src, vp, rng):
    dist = np.linalg.norm(np.asarray(STATIONS) - src, axis=1)
    return jnp.asarray(dist / vp + 0.02 * rng.standard_normal(len(dist)), jnp.float32)


def grid():
    xs = jnp.linspace(-40.0, 40.0, 81)
    gx, gy = jnp.meshgrid(xs, xs)
    return jnp.stack([gx.ravel(), gy.ravel()], axis=1)


def grid_misfit(nodes, picks, vp):
    dist = jnp.linalg.norm(nodes[:, None, :] - STATIONS[None], axis=-1)
    tt = dist / vp
    resid = picks[None] - tt
    resid = resid - resid.mean(axis=1, keepdims=True)
    return jnp.sqrt(jnp.mean(resid ** 2, axis=1))


grid_misfit_jit = jax.jit(grid_misfit)


def locate(picks, vp, nodes):
    misfit = grid_misfit_jit(nodes, picks, vp)
    return nodes[jnp.argmin(misfit)]


def main():
    rng = np.random.default_rng(0)
    nodes = grid()
    src = np.array([12.0, -7.0])
    for vp in [5.8, 6.0, 6.2, 6.4]:
        picks = synthetic_picks(src, 6.1, rng)
        print(vp, np.asarray(locate(picks, vp, nodes)))


if __name__ == "__main__":
    main()
