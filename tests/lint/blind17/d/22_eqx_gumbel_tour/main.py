import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from policy import SoftRoutePolicy, tour_length

opt = optax.adam(0.05)


@eqx.filter_jit
def step(policy, opt_state, coords, key):
    def loss(p):
        return tour_length(p.soft_permutation(key), coords)

    value, grads = eqx.filter_value_and_grad(loss)(policy)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, value


def main():
    coords = np.random.default_rng(0).uniform(size=(8, 2)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    policy = SoftRoutePolicy(8, key)
    opt_state = opt.init(eqx.filter(policy, eqx.is_array))
    for it in range(5):
        temperature = max(0.1, 2.0 * 0.7 ** it)
        policy = eqx.tree_at(lambda p: p.temperature, policy, jnp.float32(temperature))
        key, sub = jax.random.split(key)
        policy, opt_state, value = step(policy, opt_state, coords, sub)
        print(it, temperature, float(value))


if __name__ == "__main__":
    main()
