import jax
import jax.numpy as jnp
import numpy as np

from chunks import split_sessions


@jax.jit
def capture_loglik(p_capture, histories, weights):
    k = histories.sum(axis=1)
    n_occ = histories.shape[1]
    return jnp.sum(weights * (k * jnp.log(p_capture) + (n_occ - k) * jnp.log1p(-p_capture)))


def capture_histories(seed, n_animals=103, n_occasions=5):
    rng = np.random.default_rng(seed)
    return (rng.random((n_animals, n_occasions)) < 0.35).astype(np.float32)


def main():
    hist = capture_histories(0)
    for p in (0.25, 0.3, 0.35, 0.4):
        parts = [capture_loglik(jnp.float32(p), c, w) for c, w in split_sessions(hist, 4)]
        print(p, round(float(sum(parts)), 2))


if __name__ == "__main__":
    main()
