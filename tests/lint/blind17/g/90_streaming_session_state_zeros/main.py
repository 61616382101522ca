import jax
import jax.numpy as jnp
import numpy as np

from session import HIDDEN, Session


def init_params(key, d_in=4):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "wx": jax.random.normal(k1, (d_in, HIDDEN)) * 0.3,
        "wh": jax.random.normal(k2, (HIDDEN, HIDDEN)) * 0.3,
        "wo": jax.random.normal(k3, (HIDDEN,)) * 0.3,
    }


@jax.jit
def step_session(params, state, event):
    h = jnp.tanh(event @ params["wx"] + state @ params["wh"])
    return h, jax.nn.sigmoid(h @ params["wo"])


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    sessions = [Session(i) for i in range(3)]
    for tick in range(4):
        for s in sessions:
            event = rng.normal(size=4).astype(np.float32)
            s.state, churn_risk = step_session(params, s.state, event)
            s.events += 1
        print(tick, round(float(churn_risk), 3))


if __name__ == "__main__":
    main()
