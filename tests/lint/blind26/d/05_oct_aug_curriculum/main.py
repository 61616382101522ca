from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import speckle, curriculum_strength

opt = optax.adam(3e-3)


def logits_fn(w, x):
    return jnp.tanh(x.reshape(x.shape[0], -1) @ w["a"]) @ w["b"]


@partial(jax.jit, static_argnames=("strength",))
def amd_step(w, opt_state, key, x, y, strength):
    x = speckle(key, x, strength)

    def loss(w):
        return optax.sigmoid_binary_cross_entropy(logits_fn(w, x)[:, 0], y).mean()

    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(0.1, 1.0, size=(64, 16, 16)).astype(np.float32)
    y = (x[:, 6:10, 6:10].mean(axis=(1, 2)) > 0.55).astype(np.float32)
    k = jax.random.PRNGKey(0)
    w = {"a": jax.random.normal(k, (256, 16)) * 0.05, "b": jnp.zeros((16, 1))}
    opt_state = opt.init(w)
    epochs = 4
    for epoch in range(epochs):
        s = curriculum_strength(epoch, epochs)
        for i in range(0, 64, 16):
            k, sub = jax.random.split(k)
            w, opt_state, l = amd_step(w, opt_state, sub, x[i:i + 16], y[i:i + 16], strength=s)
        print(epoch, s, float(l))


if __name__ == "__main__":
    main()
