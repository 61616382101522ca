import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def pareto_alpha_mle(large, threshold):
    return large.shape[0] / jnp.sum(jnp.log(large / threshold))


def main():
    rng = np.random.default_rng(501)
    threshold = 250_000.0
    for year in range(2016, 2024):
        claims = rng.lognormal(10.5, 1.4, 3000).astype(np.float32)
        large = claims[claims > threshold]
        alpha = pareto_alpha_mle(jnp.asarray(large), threshold)
        print(year, len(large), round(float(alpha), 3))


if __name__ == "__main__":
    main()
