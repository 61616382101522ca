import jax
import jax.numpy as jnp

from generator import MarkovRain, drought_probability


def main():
    gen = MarkovRain(jnp.float32(0.2), jnp.float32(0.55), jnp.float32(6.0))
    keys = jax.random.split(jax.random.PRNGKey(2026), 8)
    droughts = 0
    for member, key in enumerate(keys):
        dry, total = drought_probability(gen, key, jnp.float32(150.0))
        droughts += int(dry)
        print(f"member {member}: {float(total):.0f} mm")
    print(f"drought in {droughts}/8 members")


if __name__ == "__main__":
    main()
