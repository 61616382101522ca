import jax
import jax.numpy as jnp
import numpy as np

from sessions import group_by_session, N_FEAT


@jax.jit
def session_score(params, flows, n_flows):
    def step(h, inp):
        i, f = inp
        h_new = jnp.tanh(params["wx"] @ f + params["wh"] @ h)
        return jnp.where(i < n_flows, h_new, h), None
    h, _ = jax.lax.scan(step, jnp.zeros(16), (jnp.arange(flows.shape[0]), flows))
    return jax.nn.sigmoid(params["out"] @ h)


def main():
    rng = np.random.default_rng(0)
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"wx": jax.random.normal(k1, (16, N_FEAT)) * 0.3,
              "wh": jax.random.normal(k2, (16, 16)) * 0.3,
              "out": jax.random.normal(k3, (16,)) * 0.3}
    for sid, (flows, n) in enumerate(group_by_session(rng, 8)):
        print(sid, int(n), float(session_score(params, flows, n)))


if __name__ == "__main__":
    main()
