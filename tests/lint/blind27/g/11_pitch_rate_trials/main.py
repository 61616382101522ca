import numpy as np
import jax.numpy as jnp

from model import LagGrowth, growth_loss

# pitch rates (million cells/mL) used in the trial fermentations
TRIALS = [(0.5, 0.21), (1.0, 0.24), (1.5, 0.22), (2.0, 0.25), (3.0, 0.23)]


def main():
    rng = np.random.default_rng(0)
    t = jnp.linspace(0.0, 24.0, 13)
    for pitch, mu in TRIALS:
        counts = pitch * np.exp(mu * np.maximum(np.asarray(t) - 4.0, 0.0)) * rng.lognormal(0, 0.05, 13)
        model = LagGrowth(jnp.log(jnp.float32(0.2)), jnp.log(jnp.float32(4.0)), pitch)
        print(f"pitch {pitch}: loss {float(growth_loss(model, t, jnp.asarray(counts, jnp.float32))):.4f}")


if __name__ == "__main__":
    main()
