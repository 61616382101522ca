import jax
import jax.numpy as jnp
import numpy as np

STATIONS = jnp.array([[0.0, 0.0], [30.0, 5.0], [10.0, 40.0], [-20.0, 25.0], [-15.0, -30.0]])
VP = 6.0


@jax.jit
def evaluate_candidates(candidates, picks, best_misfit, best_loc):
    tt = jnp.linalg.norm(candidates[:, None, :] - STATIONS[None], axis=-1) / VP
    r = picks[None] - tt
    r = r - r.mean(axis=1, keepdims=True)
    misfit = jnp.sqrt(jnp.mean(r ** 2, axis=1))
    i = jnp.argmin(misfit)
    better = misfit[i] < best_misfit
    return jnp.where(better, misfit[i], best_misfit), jnp.where(better, candidates[i], best_loc)


def main():
    rng = np.random.default_rng(0)
    true = np.array([7.0, -12.0])
    picks = jnp.asarray(np.linalg.norm(np.asarray(STATIONS) - true, axis=1) / VP, jnp.float32)
    best_misfit, best_loc = float("inf"), jnp.zeros(2)
    for batch in range(6):
        cands = jnp.asarray(rng.uniform(-40, 40, (256, 2)), jnp.float32)
        best_misfit, best_loc = evaluate_candidates(cands, picks, best_misfit, best_loc)
        print(batch, float(best_misfit), np.asarray(best_loc))


if __name__ == "__main__":
    main()
