import jax.numpy as jnp
import numpy as np

from estimate import grid_search_q
from kalman import local_level_loglik

OBS_VAR = 1.0


def simulate(n=120, q=0.1, seed=5):
    rng = np.random.default_rng(seed)
    level = np.cumsum(np.sqrt(q) * rng.standard_normal(n))
    return (level + rng.standard_normal(n)).astype(np.float32)


def main():
    ys = jnp.asarray(simulate())
    q_best, scores = grid_search_q(ys, [0.01, 0.03, 0.1, 0.3, 1.0])
    print("q grid log-liks:", np.round(scores, 2), "best q:", q_best)
    ll, level = local_level_loglik(ys, q_best, r=OBS_VAR)
    print(f"filtered level (last 3): {np.asarray(level[-3:]).round(3)} ll={float(ll):.2f}")
    ll_check, _ = local_level_loglik(ys, q_best, OBS_VAR)
    assert abs(float(ll_check) - float(ll)) < 1e-3


if __name__ == "__main__":
    main()
