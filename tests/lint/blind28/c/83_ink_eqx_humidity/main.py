import jax.numpy as jnp
import numpy as np

from ageing import make_vector_field, remaining_density


def main():
    rng = np.random.default_rng(83)
    for charter in range(5):
        rate = float(rng.uniform(0.001, 0.01))
        humidity = float(rng.uniform(0.3, 0.8))
        age = jnp.asarray(rng.uniform(100, 600), dtype=jnp.float32)
        field = make_vector_field(rate, humidity)
        print(charter, round(float(remaining_density(field, age)), 4))


if __name__ == "__main__":
    main()
