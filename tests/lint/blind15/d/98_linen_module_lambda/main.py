import functools

import jax
import jax.numpy as jnp

from nets import build_critic

CFG = {"hidden": 32, "activation": "leaky_relu"}


@functools.partial(jax.jit, static_argnums=(0,))
def q_values(critic, params, s, a):
    return critic.apply(params, s, a)


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 3)
    s = jax.random.normal(k[0], (16, 3))
    a = jax.random.normal(k[1], (16, 2))
    params = build_critic(CFG).init(k[2], s, a)
    for it in range(5):
        critic = build_critic(CFG)
        q = q_values(critic, params, s, a)
        params = jax.tree.map(lambda p: p * 0.99, params)
        print(it, float(q.mean()))


if __name__ == "__main__":
    main()
