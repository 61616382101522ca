import jax
import jax.numpy as jnp
import numpy as np

from mc import predict_with_flag


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(42, 64)) * 0.2, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(64, 10)) * 0.2, jnp.float32)}
    key = jax.random.PRNGKey(0)
    for i, missing in enumerate([0, 4, 1, 9, 3, 0]):
        x = jnp.asarray(rng.normal(size=42), jnp.float32)
        probs, review = predict_with_flag(params, x, jax.random.fold_in(key, i), missing)
        print(i, missing, review, int(probs.argmax()))


if __name__ == "__main__":
    main()
