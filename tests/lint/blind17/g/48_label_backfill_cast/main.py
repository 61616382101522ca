import jax
import jax.numpy as jnp
import numpy as np

from sources import label_stream


@jax.jit
def update_error_rate(state, errors):
    count, rate = state
    batch_rate = jnp.mean(errors.astype(jnp.float32))
    new_count = count + errors.shape[0]
    new_rate = rate + (batch_rate - rate) * errors.shape[0] / new_count
    return new_count, new_rate


def main():
    rng = np.random.default_rng(0)
    state = (jnp.float32(0.0), jnp.float32(0.0))
    for source, errors in label_stream(rng):
        state = update_error_rate(state, errors)
        print(source, round(float(state[1]), 4))


if __name__ == "__main__":
    main()
