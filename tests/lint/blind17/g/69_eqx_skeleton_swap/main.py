import equinox as eqx
import jax
import numpy as np

from registry import load_model


@eqx.filter_jit
def infer(model, x):
    return jax.nn.softmax(jax.vmap(model)(x), axis=-1)


def main():
    rng = np.random.default_rng(0)
    model = load_model(1)
    for tick in range(6):
        if tick % 2 == 0 and tick > 0:
            model = load_model(tick)
        x = rng.normal(size=(8, 6)).astype(np.float32)
        print(tick, np.asarray(infer(model, x))[0].round(3))


if __name__ == "__main__":
    main()
