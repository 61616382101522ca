import jax.numpy as jnp
import numpy as np

from batching import pad_session
from filter import kalman_loglik
from sensors import load_sessions


def constant_velocity_model(dt=0.1, q=0.05, r=0.05):
    F = jnp.array([[1.0, dt], [0.0, 1.0]])
    H = jnp.array([[1.0, 0.0]])
    Q = q * jnp.array([[dt**3 / 3, dt**2 / 2], [dt**2 / 2, dt]])
    R = jnp.array([[r**2]])
    return F, H, Q, R


def main():
    rng = np.random.default_rng(0)
    F, H, Q, R = constant_velocity_model()
    total = 0.0
    for ys in load_sessions(rng):
        padded, mask = pad_session(ys)
        ll, _ = kalman_loglik(jnp.asarray(padded), jnp.asarray(mask), F, H, Q, R, jnp.zeros(2), jnp.eye(2))
        total += float(ll)
        print(f"session length {len(ys)}: loglik {float(ll):.2f}")
    print("total", round(total, 2))


if __name__ == "__main__":
    main()
