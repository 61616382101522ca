import jax.numpy as jnp
import numpy as np

from epidemic import simulate_incidence

DAYS = jnp.arange(0.0, 30.0, 1.0)
CANDIDATE_BETAS = (0.25, 0.3, 0.4)


def main():
    rng = np.random.default_rng(0)
    truth = np.asarray(simulate_incidence(jnp.float32(0.35), jnp.float32(0.1), jnp.float32(0.01), DAYS))
    observed = truth * rng.lognormal(0, 0.1, len(DAYS))
    for beta in CANDIDATE_BETAS:
        pred = simulate_incidence(jnp.float32(beta), jnp.float32(0.1), jnp.float32(0.01), DAYS)
        print(f"beta {beta:.2f}: sse {float(jnp.sum((pred - observed) ** 2)):.5f}")


if __name__ == "__main__":
    main()
