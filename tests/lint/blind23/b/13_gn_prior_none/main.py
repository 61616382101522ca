import jax
import jax.numpy as jnp
import numpy as np

STATIONS = jnp.array([[0.0, 0.0, 0.0], [25.0, 4.0, 0.0], [8.0, 30.0, 0.0],
                      [-18.0, 22.0, 0.0], [-12.0, -26.0, 0.0], [20.0, -18.0, 0.0]])
VP = 6.0


def travel_times(hypo):
    return jnp.linalg.norm(STATIONS - hypo[:3], axis=1) / VP + hypo[3]


@jax.jit
def gauss_newton_update(hypo, picks, previous):
    J = jax.jacfwd(travel_times)(hypo)
    r = picks - travel_times(hypo)
    A = J.T @ J + 1e-2 * jnp.eye(4)
    step = jnp.linalg.solve(A, J.T @ r)
    if previous is not None:
        step = 0.7 * step + 0.3 * (hypo - previous)
    return hypo + step, jnp.sqrt(jnp.mean(r ** 2))


def main():
    rng = np.random.default_rng(2)
    true = jnp.array([5.0, -3.0, 10.0, 0.5])
    picks = travel_times(true) + 0.01 * jnp.asarray(rng.standard_normal(6), jnp.float32)
    hypo = jnp.array([0.0, 0.0, 5.0, 0.0])
    previous = None
    for it in range(8):
        new, rms = gauss_newton_update(hypo, picks, previous)
        previous, hypo = hypo, new
        print(it, float(rms))
    print(np.asarray(hypo))


if __name__ == "__main__":
    main()
