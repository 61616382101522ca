import jax
import jax.numpy as jnp
import numpy as np

from metrics import ConfusionHook

NUM_CLASSES = 5
CLASS_FREQ = [0.4, 0.3, 0.2, 0.07, 0.03]


@jax.jit
def predict(params, x):
    return jnp.argmax(x @ params["w"] + params["b"], axis=-1)


def main():
    rng = np.random.default_rng(0)
    params = {
        "w": jnp.asarray(rng.normal(size=(8, NUM_CLASSES)) * 0.3, jnp.float32),
        "b": jnp.asarray(2.0 * np.log(CLASS_FREQ), jnp.float32),
    }
    hook = ConfusionHook(NUM_CLASSES)
    for step in range(6):
        x = rng.normal(size=(8, 8)).astype(np.float32)
        labels = rng.choice(NUM_CLASSES, size=8, p=CLASS_FREQ).astype(np.int32)
        hook.update(predict(params, x), labels)
    print(hook.total)


if __name__ == "__main__":
    main()
