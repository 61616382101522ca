import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx

from batching import padded_batches


@eqx.filter_jit
def litigation_probability(model, x):
    return jax.nn.sigmoid(jax.vmap(model)(x)[:, 0])


def main():
    rng = np.random.default_rng(412)
    x = rng.normal(size=(730, 9)).astype(np.float32)
    for seed in range(3):
        model = eqx.nn.MLP(9, 1, 24, 2, key=jax.random.PRNGKey(seed))
        probs = np.concatenate([np.asarray(litigation_probability(model, b))[:k] for b, k in padded_batches(x, 100)])
        print(seed, probs.shape, round(float(probs.mean()), 4))


if __name__ == "__main__":
    main()
