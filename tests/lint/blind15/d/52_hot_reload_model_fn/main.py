import equinox as eqx
import jax
import numpy as np

from registry import ModelRegistry


@eqx.filter_jit
def predict(model, x):
    return jax.vmap(model)(x)


def main():
    registry = ModelRegistry()
    rng = np.random.default_rng(0)
    for req in range(5):
        model = registry.latest()
        x = rng.normal(size=(8, 6)).astype(np.float32)
        print(req, np.asarray(predict(model, x)).argmax(-1))


if __name__ == "__main__":
    main()
