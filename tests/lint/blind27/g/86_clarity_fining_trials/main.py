import numpy as np
import jax
import jax.numpy as jnp

from model import ClarityModel, clarity_step
from transforms import TRANSFORMS

SETTINGS = {"transform": "log", "trials": 8}


def main():
    rng = np.random.default_rng(0)
    model = ClarityModel(jax.random.PRNGKey(0))
    for trial in range(SETTINGS["trials"]):
        x = jnp.asarray(rng.normal(0, 1, (40, 4)), jnp.float32)
        ntu = jnp.asarray(rng.lognormal(1.0, 0.6, 40), jnp.float32)
        model, loss = clarity_step(model, x, ntu, TRANSFORMS[SETTINGS["transform"]])
        print(f"trial {trial}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
