import jax
import jax.numpy as jnp

N_PARTICLES = 128


@jax.jit
def diffuse(key, pos, alive):
    pos = pos + 0.1 * jax.random.normal(key, pos.shape)
    alive = alive & (jnp.abs(pos) < 1.0)
    return pos, alive, jnp.sum(alive)


def main():
    key = jax.random.PRNGKey(0)
    pos = jnp.zeros(N_PARTICLES)
    alive = jnp.ones(N_PARTICLES, dtype=bool)
    for step in range(6):
        key, sub = jax.random.split(key)
        pos, alive, n_alive = diffuse(sub, pos, alive)
        print(step, int(n_alive))


if __name__ == "__main__":
    main()
