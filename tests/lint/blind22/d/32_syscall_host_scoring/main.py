import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from traces import host_traces, sliding_windows, N_SYSCALLS, WINDOW


class SyscallScorer(eqx.Module):
    emb: jax.Array
    mlp: eqx.nn.MLP

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.emb = jax.random.normal(k1, (N_SYSCALLS, 8)) * 0.1
        self.mlp = eqx.nn.MLP(WINDOW * 8, 1, 32, 2, key=k2)

    def __call__(self, window):
        return self.mlp(self.emb[window].reshape(-1))[0]


@eqx.filter_jit
def host_anomaly(model, windows, valid):
    scores = jax.vmap(model)(windows)
    return jnp.where(valid, jax.nn.sigmoid(scores), 0.0).max()


def main():
    rng = np.random.default_rng(0)
    model = SyscallScorer(jax.random.PRNGKey(0))
    for host, trace in host_traces(rng, 5):
        windows, valid = sliding_windows(trace)
        print(host, float(host_anomaly(model, windows, valid)))


if __name__ == "__main__":
    main()
