import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn

from ckpt import Snapshotter


class LapseHazard(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.softplus(nn.Dense(1)(nn.relu(nn.Dense(12)(x))))[:, 0]


net = LapseHazard()


@jax.jit
def hazard_grad(params, x, exposure, lapsed):
    def nll(p):
        h = net.apply(p, x)
        return jnp.mean(h * exposure - lapsed * jnp.log(h + 1e-6))
    return jax.value_and_grad(nll)(params)


def main():
    rng = np.random.default_rng(402)
    x = jnp.asarray(rng.normal(size=(500, 4)), jnp.float32)
    expo = jnp.asarray(rng.uniform(0.2, 1.0, 500), jnp.float32)
    lapsed = jnp.asarray(rng.uniform(size=500) < 0.08, jnp.float32)
    params = net.init(jax.random.PRNGKey(1), x[:1])
    snap = Snapshotter()
    for epoch in range(8):
        loss, g = hazard_grad(params, x, expo, lapsed)
        snap.maybe_save(params, float(loss))
        params = jax.tree.map(lambda p, gi: p - 0.2 * gi, params, g)
        if epoch == 4:
            params = snap.load(params)
    print(round(snap.best, 5))


if __name__ == "__main__":
    main()
