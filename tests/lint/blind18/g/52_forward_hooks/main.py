import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from hooks import ActivationNorm, DeadUnits

tx = optax.sgd(0.05, momentum=0.9)


def forward(params, x, hooks):
    stats = {}
    h = x
    for i, layer in enumerate(params):
        h = h @ layer["w"] + layer["b"]
        if i < len(params) - 1:
            h = jax.nn.relu(h)
            for hook in hooks:
                stats.update(hook(f"fc{i}", h))
    return h, stats


@functools.partial(jax.jit, static_argnames=("hooks",))
def train_step(params, opt_state, x, y, hooks=()):
    def loss_fn(p):
        out, stats = forward(p, x, hooks)
        return jnp.mean((out - y) ** 2), stats

    (loss, stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, stats


def main(log_every=1):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = x[:, :2].sum(-1, keepdims=True).astype(np.float32)
    keys = jax.random.split(jax.random.PRNGKey(0), 3)
    sizes = [5, 32, 32, 1]
    params = [{"w": jax.random.normal(k, (a, b)) / np.sqrt(a), "b": jnp.zeros(b)}
              for k, a, b in zip(keys, sizes[:-1], sizes[1:])]
    opt_state = tx.init(params)
    for step in range(6):
        hooks = (ActivationNorm("fc0"), DeadUnits("fc1")) if step % log_every == 0 else ()
        i = step % 4 * 16
        params, opt_state, loss, stats = train_step(params, opt_state, x[i:i + 16], y[i:i + 16], hooks=hooks)
        print(step, float(loss), {k: round(float(v), 3) for k, v in stats.items()})


if __name__ == "__main__":
    main()
