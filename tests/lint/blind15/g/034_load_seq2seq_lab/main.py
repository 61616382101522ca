import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import init_params, rollout

optimizer = optax.adam(5e-3)
EPOCHS = 5
TF_DECAY_EPOCHS = 4


@jax.jit
def train_step(params, opt_state, context, target, epoch):
    tf = jnp.maximum(0.0, 1.0 - epoch / TF_DECAY_EPOCHS)

    def loss_fn(p):
        return jnp.mean((rollout(p, context, target, tf) - target) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def batches(rng, n_batches, bs=16, ctx=24, horizon=6):
    for _ in range(n_batches):
        phase = rng.uniform(0, 2 * np.pi, (bs, 1))
        t = np.arange(ctx + horizon)[None, :]
        load = np.sin(2 * np.pi * t / 12 + phase) + 0.1 * rng.standard_normal((bs, ctx + horizon))
        load = load.astype(np.float32)
        yield load[:, :ctx], load[:, ctx:]


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(EPOCHS):
        for context, target in batches(rng, 3):
            params, opt_state, loss = train_step(params, opt_state, context, target, epoch=epoch)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
