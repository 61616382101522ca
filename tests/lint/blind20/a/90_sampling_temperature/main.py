import jax
import jax.numpy as jnp

from sampler import sample_modes
from scenario_gen import generate_variations


def main():
    key = jax.random.PRNGKey(0)
    logits = jax.random.normal(key, (8, 6))
    for step in range(3):
        key, k = jax.random.split(key)
        idx, probs = sample_modes(k, logits)
        print("closed loop", step, idx.tolist())
    variations = generate_variations(key, logits, 3)
    print("variations", [v.tolist() for v in variations])


if __name__ == "__main__":
    main()
