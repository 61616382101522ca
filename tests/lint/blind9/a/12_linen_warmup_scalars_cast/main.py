import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedules import step_scalars

WARMUP_STEPS = 3
TOTAL_STEPS = 7


class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3), strides=2)(x)
        x = nn.relu(x).mean(axis=(1, 2))
        return nn.Dense(10)(x)


model = SmallCNN()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, images, labels, key, scalars):
    perm = jax.random.permutation(key, images.shape[0])
    lam = 1.0 - scalars["mix"] * jax.random.uniform(key)
    mixed = lam * images + (1 - lam) * images[perm]
    onehot = jax.nn.one_hot(labels, 10)
    targets = lam * onehot + (1 - lam) * onehot[perm]

    def loss_fn(p):
        return optax.softmax_cross_entropy(model.apply(p, mixed), targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads = jax.tree_util.tree_map(lambda g: g * scalars["lr_scale"], grads)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(16, 8, 8, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=16)
    key = jax.random.PRNGKey(0)
    params = model.init(key, images)
    opt_state = tx.init(params)
    for step in range(TOTAL_STEPS):
        key, sub = jax.random.split(key)
        scalars = step_scalars(step, WARMUP_STEPS, TOTAL_STEPS)
        params, opt_state, loss = train_step(params, opt_state, images, labels, sub, scalars)
        print(f"step {step} lr_scale {float(scalars['lr_scale']):.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
