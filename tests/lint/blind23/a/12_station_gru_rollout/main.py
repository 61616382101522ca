import jax
import jax.numpy as jnp
import numpy as np

from model import StationGRU

model = StationGRU()


@jax.jit
def rollout_chunk(params, carry, xs):
    def body(c, x):
        c, y = model.apply(params, c, x)
        return c, y

    return jax.lax.scan(body, carry, xs)


def main():
    rng = np.random.default_rng(0)
    n_stations, n_feat = 20, 5
    series = rng.normal(size=(96, n_stations, n_feat)).astype(np.float32)
    carry = model.initial_state(n_stations)
    params = model.init(jax.random.PRNGKey(0), carry, series[0])
    preds = []
    for start in range(0, 96, 24):
        carry, y = rollout_chunk(params, carry, series[start:start + 24])
        preds.append(y)
    print(jnp.concatenate(preds).shape)


if __name__ == "__main__":
    main()
