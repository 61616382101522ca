import jax
import jax.numpy as jnp
import numpy as np

MAX_HISTORY = 6


@jax.jit
def bunching_risk(recent_headways, scheduled):
    h = jnp.stack(recent_headways)
    ratio = h / scheduled
    trend = h[-1] - h[0]
    return jax.nn.sigmoid(3.0 * (0.6 - ratio.min()) - 0.2 * trend)


def main():
    rng = np.random.default_rng(9)
    history = []
    for arrival in range(10):
        history.append(jnp.float32(rng.gamma(9.0, 1.0)))
        history = history[-MAX_HISTORY:]
        risk = bunching_risk(history, jnp.float32(9.0))
        print(arrival, len(history), round(float(risk), 3))


if __name__ == "__main__":
    main()
