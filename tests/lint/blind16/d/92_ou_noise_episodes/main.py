import jax
import jax.numpy as jnp

from noise import EpisodeSeeder, ou_noise_step

ACT = 3


def main():
    seeder = EpisodeSeeder(seed=7)
    key = jax.random.PRNGKey(0)
    for episode in range(3):
        noise = jnp.zeros(ACT)
        ep_key = seeder.episode_key(episode)
        noise = ou_noise_step(ep_key, noise)
        for t in range(5):
            key, sub = jax.random.split(key)
            noise = ou_noise_step(sub, noise)
        print(episode, jnp.round(noise, 3))


if __name__ == "__main__":
    main()
