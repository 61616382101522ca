import jax
import jax.numpy as jnp
import numpy as np

from model import SealLeakNet
from registry import ModelRegistry

model = SealLeakNet()


@jax.jit
def leak_probability(params, x):
    return model.apply(params, x)


def main():
    rng = np.random.default_rng(157)
    registry = ModelRegistry()
    fresh = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
    registry.publish("seal-v1", fresh)
    x = rng.normal(size=(12, 6)).astype(np.float32)
    for candidate in ["local", "seal-v1", "local", "seal-v1"]:
        params = fresh if candidate == "local" else registry.load(candidate)
        print(candidate, round(float(leak_probability(params, x).mean()), 4))


if __name__ == "__main__":
    main()
