import jax
import jax.numpy as jnp

from physics import kick_drift_kick


def plummer_like(key, n):
    k1, k2 = jax.random.split(key)
    pos = jax.random.normal(k1, (n, 3))
    vel = 0.3 * jax.random.normal(k2, (n, 3))
    return pos, vel


def main():
    masses = jnp.full((32,), 1.0 / 32, dtype=jnp.float32)
    state = plummer_like(jax.random.PRNGKey(0), 32)
    for _ in range(10):
        state = kick_drift_kick(state, masses, 0.01)
    pos, vel = state
    print("com", jnp.round(jnp.mean(pos, 0), 4), "ke", float(0.5 * jnp.sum(masses[:, None] * vel**2)))


if __name__ == "__main__":
    main()
