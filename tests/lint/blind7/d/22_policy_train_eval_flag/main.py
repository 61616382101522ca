from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="training")
def policy_forward(params, obs, key, training):
    h = jnp.tanh(obs @ params["w"])
    if training:
        h = h * jax.random.bernoulli(key, 0.9, h.shape) / 0.9
    return jax.nn.softmax(h @ params["v"])


def main():
    k = jax.random.PRNGKey(0)
    params = {"w": jax.random.normal(k, (4, 8)), "v": jax.random.normal(k, (8, 2))}
    obs = jnp.ones((5, 4))
    for epoch in range(4):
        for training in (True, False):
            k, sub = jax.random.split(k)
            probs = policy_forward(params, obs, sub, training=training)
            print(epoch, training, float(probs[0, 0]))


if __name__ == "__main__":
    main()
