import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class SpeedPolicy(eqx.Module):
    net: eqx.nn.MLP
    temp: jax.Array

    def __init__(self, key):
        self.net = eqx.nn.MLP(4, 5, 16, 2, key=key)
        self.temp = jnp.asarray(1.5)

    def __call__(self, x):
        return jax.nn.softmax(self.net(x) / self.temp)


speeds = jnp.array([10.0, 12.0, 14.0, 16.0, 18.0])
opt = optax.sgd(5e-2)


@eqx.filter_jit
def train_policy(policy, opt_state, feats, dist_nm, deadline_h):
    def loss_fn(p):
        probs = jax.vmap(p)(feats)
        fuel = probs @ (speeds ** 3 * 1e-3)
        eta = dist_nm / (probs @ speeds)
        return jnp.mean(fuel * dist_nm * 1e-2 + 5.0 * jax.nn.relu(eta - deadline_h))
    l, g = eqx.filter_value_and_grad(loss_fn)(policy)
    u, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(policy, u), opt_state, l


def main():
    rng = np.random.default_rng(1)
    feats = rng.normal(size=(32, 4)).astype(np.float32)
    dist = rng.uniform(300, 900, 32).astype(np.float32)
    deadline = (dist / 14.0).astype(np.float32)
    policy = SpeedPolicy(jax.random.PRNGKey(2))
    opt_state = opt.init(eqx.filter(policy, eqx.is_array))
    for epoch in range(5):
        for _ in range(8):
            policy, opt_state, l = train_policy(policy, opt_state, feats, dist, deadline)
        policy = eqx.tree_at(lambda p: p.temp, policy, policy.temp * 0.7)
        print(epoch, float(l), float(policy.temp))


if __name__ == "__main__":
    main()
