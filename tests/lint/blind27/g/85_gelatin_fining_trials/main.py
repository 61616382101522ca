import numpy as np
import jax
import jax.numpy as jnp

from model import TurbidityModel, fining_loss


def main():
    rng = np.random.default_rng(0)
    model = TurbidityModel(jax.random.PRNGKey(0))
    for trial in range(5):
        # gelatin dose, contact time, temperature, initial NTU -> final NTU
        x = jnp.asarray(rng.normal(0, 1, (40, 4)), jnp.float32)
        ntu = jnp.asarray(rng.lognormal(1.0, 0.6, 40), jnp.float32)
        print(f"trial {trial}: log-NTU loss {float(fining_loss(model, x, ntu, lambda v: jnp.log1p(v))):.4f}")


if __name__ == "__main__":
    main()
