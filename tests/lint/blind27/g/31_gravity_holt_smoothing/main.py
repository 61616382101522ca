import numpy as np
import jax.numpy as jnp

from smoothing import init_holt, holt_step


def main():
    rng = np.random.default_rng(17)
    true_sg = 1.085 - 0.0007 * np.arange(72)
    obs = (true_sg + rng.normal(0, 4e-4, 72)).astype(np.float32)
    level, trend = init_holt(float(obs[0]))
    alpha = jnp.float32(0.3)
    beta = jnp.float32(0.1)
    for z in obs[1:]:
        level, trend = holt_step(level, trend, jnp.float32(z), alpha, beta)
    print(f"smoothed SG {float(level):.4f}, trend {float(trend) * 24:.4f} per day")


if __name__ == "__main__":
    main()
