import jax
import jax.numpy as jnp
import numpy as np

from sessions import group_by_session, N_FEAT


@jax.jit
def session_score(params, flows):
    h = jnp.zeros(16)
    for f in flows:
        h = jnp.tanh(params["wx"] @ f + params["wh"] @ h)
    return jax.nn.sigmoid(params["out"] @ h)


def main():
    rng = np.random.default_rng(0)
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"wx": jax.random.normal(k1, (16, N_FEAT)) * 0.3,
              "wh": jax.random.normal(k2, (16, 16)) * 0.3,
              "out": jax.random.normal(k3, (16,)) * 0.3}
    for sid, flows in enumerate(group_by_session(rng, 8)):
        print(sid, len(flows), float(session_score(params, flows)))


if __name__ == "__main__":
    main()
