from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import DrumTranscriber

FRAMES, BINS = 50, 40
model = DrumTranscriber()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("train",))
def forward_loss(params, spec, target, key, train):
    logits = model.apply(params, spec, train=train, rngs={"dropout": key})
    return optax.sigmoid_binary_cross_entropy(logits, target).mean()


@jax.jit
def update(params, opt_state, spec, target, key):
    loss, g = jax.value_and_grad(forward_loss)(params, spec, target, key, train=True)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((FRAMES, BINS)), train=False)
    opt_state = tx.init(params)
    for step in range(6):
        key, k1, k2, k3 = jax.random.split(key, 4)
        spec = jax.random.normal(k1, (FRAMES, BINS))
        target = (jax.random.uniform(k2, (FRAMES, 3)) > 0.9).astype(jnp.float32)
        params, opt_state, loss = update(params, opt_state, spec, target, k3)
        if step % 2 == 1:
            val = forward_loss(params, spec, target, k3, train=False)
            print(step, float(loss), float(val))


if __name__ == "__main__":
    main()
