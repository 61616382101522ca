import jax
import jax.numpy as jnp
import numpy as np

from state import NormalizerState


@jax.jit
def normalize_and_score(state, x, w):
    z = (x - state.mean) / jnp.sqrt(state.var + 1e-6)
    return jax.nn.sigmoid(z @ w)


def main():
    rng = np.random.default_rng(0)
    state = NormalizerState.create(4)
    w = jnp.asarray(rng.normal(size=4), jnp.float32)
    for batch in range(5):
        x = rng.normal(loc=1.0, scale=2.0, size=(32, 4)).astype(np.float32)
        scores = normalize_and_score(state, x, w)
        state = state.absorb(x.mean(0), x.var(0), x.shape[0])
        print(batch, state.count, float(scores.mean()))


if __name__ == "__main__":
    main()
