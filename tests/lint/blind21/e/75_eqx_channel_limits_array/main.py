import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from limits import initial_limits, recalibrate

N_CH = 4
WINDOW = 16


class ChannelAE(eqx.Module):
    enc: eqx.nn.Linear
    dec: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Linear(N_CH * WINDOW, 8, key=k1)
        self.dec = eqx.nn.Linear(8, N_CH * WINDOW, key=k2)

    def __call__(self, x):
        return self.dec(jax.nn.relu(self.enc(x.reshape(-1)))).reshape(N_CH, WINDOW)


@eqx.filter_jit
def channel_alarms(model, windows, limits):
    recon = jax.vmap(model)(windows)
    err = jnp.mean((recon - windows) ** 2, axis=-1)
    return err, err > jnp.asarray(limits)


def main():
    rng = np.random.default_rng(71)
    model = ChannelAE(jax.random.PRNGKey(2))
    limits = initial_limits(N_CH)
    for shift in range(4):
        windows = jnp.asarray(rng.normal(size=(20, N_CH, WINDOW)), jnp.float32)
        err, alarms = channel_alarms(model, windows, limits)
        limits = recalibrate(err)
        print(shift, alarms.sum(axis=0).tolist())


if __name__ == "__main__":
    main()
