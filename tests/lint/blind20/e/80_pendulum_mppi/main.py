import jax
import jax.numpy as jnp

from mppi import H, dynamics, mppi_step


def run_episode(key, x0, ticks=5):
    u_nom = jnp.zeros(H)
    x = x0
    for _ in range(ticks):
        key, u_nom = mppi_step(key, x, u_nom)
        x = dynamics(x, u_nom[0])
        u_nom = jnp.roll(u_nom, -1).at[-1].set(0.0)
    return x


def main():
    key = jax.random.PRNGKey(0)
    for episode in range(3):
        x = run_episode(key, jnp.array([0.3 * (episode + 1), 0.0]))
        print(episode, x)
        key = jax.random.PRNGKey(episode + 1)


if __name__ == "__main__":
    main()
