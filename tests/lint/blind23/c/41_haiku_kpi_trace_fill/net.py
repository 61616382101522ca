import haiku as hk
import jax
import jax.numpy as jnp
import optax


def _ae(x):
    # x: (time, channels)
    h = hk.Conv1D(16, 5)(x[None])
    h = jax.nn.relu(h)
    h = hk.Conv1D(3, 5)(h)
    return h[0]


autoencoder = hk.without_apply_rng(hk.transform(_ae))
opt = optax.adam(1e-3)


@jax.jit
def ae_update(params, opt_state, trace):
    def loss(p):
        return jnp.mean((autoencoder.apply(p, trace) - trace) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l
