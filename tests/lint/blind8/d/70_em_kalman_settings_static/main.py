import jax.numpy as jnp
import numpy as np

from kalman_em import LocalLevelEM


def sensor_series(n=150, q=0.05, r=0.5, seed=8):
    rng = np.random.default_rng(seed)
    level = np.cumsum(np.sqrt(q) * rng.standard_normal(n))
    return jnp.asarray((level + np.sqrt(r) * rng.standard_normal(n)).astype(np.float32))


def main():
    ys = sensor_series()
    em = LocalLevelEM()
    for it in range(6):
        noise = em.step(ys)
        print(f"EM iter {it}: state_var={noise.state_var:.4f} obs_var={noise.obs_var:.4f}")


if __name__ == "__main__":
    main()
