import jax.numpy as jnp
import numpy as np

from service import KalmanVelocityService

N_UNITS = 20


def fit_observation_model(seed=0):
    rng = np.random.default_rng(seed)
    H = rng.normal(scale=0.5, size=(N_UNITS, 2)).astype(np.float32)
    return jnp.asarray(H)


def main():
    H = fit_observation_model()
    svc = KalmanVelocityService(
        A=0.95 * jnp.eye(2), H=H, Q=0.05 * jnp.eye(2), R=jnp.eye(N_UNITS)
    )
    rng = np.random.default_rng(1)
    vel = np.array([1.0, -0.5], dtype=np.float32)
    for t in range(6):
        counts = jnp.asarray(np.asarray(H) @ vel + rng.normal(size=N_UNITS), dtype=jnp.float32)
        print(f"bin {t}: decoded velocity {np.round(svc.on_spikes(counts), 3)}")


if __name__ == "__main__":
    main()
