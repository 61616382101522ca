import jax
import jax.numpy as jnp

from model import NoteLM, sample_melody

VOCAB = 48


def main():
    model = NoteLM(VOCAB, 24, jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for temperature in (0.7, 0.85, 1.0, 1.15, 1.3):
        key, sub = jax.random.split(key)
        notes = sample_melody(model, jnp.int32(24), sub, jnp.float32(temperature))
        print(temperature, notes[:8].tolist())


if __name__ == "__main__":
    main()
