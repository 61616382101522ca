import numpy as np
import haiku as hk
import jax
import jax.numpy as jnp
import optax


def headcount_net(x):
    mlp = hk.nets.MLP([32, 16, 1], activation=jax.nn.softplus)
    return jax.nn.softplus(mlp(x)).squeeze(-1)


net = hk.without_apply_rng(hk.transform(headcount_net))

rng = np.random.default_rng(9)
n = 1000
co2_slope = rng.normal(0, 1, n)
co2_level = rng.normal(0, 1, n)
door_events = rng.poisson(2, n) / 3.0
wifi = rng.poisson(6, n) / 6.0
X = np.stack([co2_slope, co2_level, door_events, wifi], 1).astype(np.float32)
y = np.clip(5 + 3 * co2_slope + 2 * wifi + rng.normal(0, 1, n), 0, None).astype(np.float32)

params = net.init(jax.random.PRNGKey(0), X[:1])
opt = optax.adam(3e-3)
opt_state = opt.init(params)


@jax.jit
def headcount_update(params, opt_state, xb, yb):
    def loss(p):
        pred = net.apply(p, xb)
        return jnp.mean(pred - yb * jnp.log(pred + 1e-6))  # Poisson NLL

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


BATCH = 125
for epoch in range(4):
    perm = rng.permutation(n)
    for i in range(n // BATCH):
        sel = perm[i * BATCH:(i + 1) * BATCH]
        params, opt_state, l = headcount_update(params, opt_state, X[sel], y[sel])
    print(epoch, float(l))
